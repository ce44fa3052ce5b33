/** The shape of a dictionary area: strings, or functions for texts with figures in them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = string | ((...args: any[]) => string);
export interface Messages {
  readonly [key: string]: Message | Messages;
}

/**
 * What another language must provide for an English area: every key, a
 * string for a string and a function of the same arguments for a function.
 * A missing or extra Hindi key fails the type check (`npm run test:types`).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : Translation<T[K]>;
};
