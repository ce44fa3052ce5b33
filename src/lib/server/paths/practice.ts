/** getStaticPaths of practice/[exam]/[subject]/[topic] and its /hi/ twin (the view: src/views/PracticeTopic.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { pagesWithoutArticles } from '#src/lib/server/changed-only.ts';
import { layoutData, practiceBank } from '#src/lib/server/site-data.ts';

export function practiceTopicPaths(locale: Locale = 'en') {
  // These pages show no article: none is listed in a changed-only build (src/lib/server/changed-only.ts).
  return pagesWithoutArticles(async () => {
    const [{ exams }, layout] = await Promise.all([practiceBank(), layoutData()]);
    return exams.flatMap((exam) =>
      exam.subjects.flatMap((subject) =>
        subject.topics.map((topic) => {
          const { subjects: _s, ...examOnly } = exam;
          const { topics: _t, ...subjectOnly } = subject;
          return {
            params: { exam: exam.slug, subject: subject.slug, topic: topic.slug },
            props: { exam: examOnly, subject: subjectOnly, topic },
            // The page names the topic and its sets; the questions come from the API (their version is the set's).
            cacheKey: cacheKey('practice-topic', locale, layout, examOnly, subjectOnly, topic),
          };
        }),
      ),
    );
  });
}
