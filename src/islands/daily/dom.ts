/** A tiny element builder for the framework-free daily island (no React on a page with a JavaScript budget). */
type Props<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'dataset'>> & { dataset?: Record<string, string>; attrs?: Record<string, string | undefined> };

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props<K> = {}, ...children: (Node | string | null | false | undefined)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, attrs, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  for (const [name, value] of Object.entries(attrs ?? {})) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children.filter((c): c is Node | string => c !== null && c !== false && c !== undefined));
  return node;
}

/** Text in a language other than the page's (an English question on a Hindi page) carries lang. */
export const withLang = <T extends HTMLElement>(node: T, lang: string | undefined): T => {
  if (lang) node.lang = lang;
  return node;
};
