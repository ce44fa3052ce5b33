/** Dictionary area "account" (issue 27): see core/i18n/index.ts. */
import type { Messages } from '../types.ts';

/** Each part is its own export so an island imports only the part it shows (the header entry stays tiny). */
/** The header's account entry (src/islands/auth/account.ts): loaded on every page for signed-in readers, so kept tiny. */
export const entry = {
  signIn: 'Sign in',
  progress: 'Progress',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signedInAs: 'Signed in as',
  account: 'Account: ',
} as const satisfies Messages;

/** /progress (src/islands/progress): the dashboard, mock-test analysis and revision list. */
export const progress = {
  loading: 'Loading…',
  loadingProgress: 'Loading your progress…',
  signedOut: 'Sign in to keep track of the articles you read, your series and your mock-test scores.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  showMore: 'Show more',
  unknownDate: 'Unknown date',
  duration: (m: number, s: number) => (m ? `${m} min ${s} s` : `${s} s`),
  profile: {
    heading: 'Your profile',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    saved: 'Profile saved.',
    edit: 'Edit profile',
    signOut: 'Sign out',
    fullName: 'Full name',
    save: 'Save',
    cancel: 'Cancel',
    showName: 'Show my name on mock-test leaderboards',
    hiddenHint: 'Leaderboards show you as “Aspirant”.',
    shownHint: 'Leaderboards show your name when you are in the top 10.',
    settingFailed: 'The setting could not be saved. Please try again.',
  },
  stats: {
    summary: 'Summary',
    articlesRead: 'Articles read',
    seriesStarted: 'Series started',
    seriesCompleted: 'Series completed',
    completedOf: (done: string, started: string) => `${done} of ${started}`,
    mockAttempts: 'Mock tests taken',
    averageScore: 'Average score (% of marks)',
  },
  series: {
    heading: 'Series',
    none: 'You have not started a series yet.',
    browse: 'Browse series',
    completed: 'Completed',
    progressOf: (name: string) => `${name} progress`,
    readOf: (read: string, total: string) =>
      `${read} of ${total} articles read`,
    next: ' · Next: ',
  },
  reads: {
    heading: 'Read articles',
    none: 'Articles you mark as read appear here.',
    browse: 'Browse articles',
  },
  history: {
    heading: 'Mock-test history',
    none: 'No attempts yet.',
    take: 'Take a mock test',
    test: 'Test',
    score: 'Score',
    accuracy: 'Accuracy',
    time: 'Time',
    date: 'Date',
    late: ' late',
    unranked: ' unranked',
    answered: (correct: string, answered: string) =>
      `${correct} correct of ${answered} answered`,
  },
  analysis: {
    heading: 'Mock-test analysis',
    loading: 'Loading your analysis…',
    empty: 'Your score and percentile trend, and your accuracy by section and topic, appear here after your first mock test.',
    scoreSeries: 'Score (% of marks)',
    percentile: 'Percentile',
    accuracy: 'Accuracy',
    trendTitle: 'Score and percentile over your attempts',
    trendCaption: 'Your attempts, oldest first',
    attempt: 'Attempt',
    test: 'Test',
    score: 'Score',
    sectionTitle: 'Accuracy by section',
    sectionCaption: 'Accuracy by section, all your attempts',
    topicTitle: 'Accuracy by topic',
    topicTitleTop: (n: string) =>
      `Accuracy by topic (your ${n} most attempted)`,
    topicCaption: 'Accuracy by topic, most attempted first',
    name: 'Name',
    attempted: 'Attempted',
    correct: 'Correct',
  },
  revision: {
    heading: 'Revision list',
    filter: 'Filter the revision list',
    test: 'Test',
    allTests: (n: string) => `All tests (${n})`,
    section: 'Section',
    allSections: 'All sections',
    questions: { one: '{n} question', other: '{n} questions' },
    removed: (number: string, test: string) =>
      `Removed question ${number} of ${test} from your revision list.`,
    noneHere: 'No bookmarked questions here.',
    none: 'Bookmark questions while reviewing a mock test to revise them here.',
    question: (number: string) => `Question ${number}`,
    correctAnswer: 'Correct answer',
    why: 'Why:',
    keyHidden: 'The answer and the explanation show once you have submitted an attempt of',
    keyHiddenEnd: '.',
    remove: 'Remove',
    removeLabel: (question: string, test: string) =>
      `Remove ${question} of ${test} from the revision list`,
  },
} as const satisfies Messages;

export const account = { entry, progress } as const satisfies Messages;
