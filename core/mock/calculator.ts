/**
 * The on-screen calculator of the CBT screen (issue 29): the basic one of the
 * real exam (TCS iON / NTA), an immediate-execution pocket calculator — each
 * operator applies to the running result, left to right, as on the real
 * screen (2 + 3 × 4 = 20), not by precedence.
 *
 * Keys: digits, '.', + − × ÷, '=', % (with + or − pending: that percent of the
 * running result, 200 + 10 % = 220; otherwise ÷ 100), √, ± (sign), MC MR MS
 * M+ M− (one memory), C (all but the memory), CE (the entry), ⌫ (backspace).
 * Division by zero and √ of a negative show "Error" until C or CE.
 *
 * Pure: the state in, the next state out (`press`); `display` is what the
 * screen shows. Results are rounded to 12 significant digits, so
 * 0.1 + 0.2 shows 0.3.
 */
export type CalcOperator = '+' | '−' | '×' | '÷';
export type CalcKey =
  | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
  | '.' | CalcOperator | '=' | '%' | '√' | '±'
  | 'MC' | 'MR' | 'MS' | 'M+' | 'M−'
  | 'C' | 'CE' | '⌫';

export interface CalcState {
  /** The entry as typed or the last result, as shown ('Error' after a division by zero). */
  entry: string;
  /** The running result the pending operator applies to. */
  acc: number | null;
  op: CalcOperator | null;
  /** The next digit starts a new entry (after an operator, '=', a memory recall, √, %). */
  fresh: boolean;
  memory: number;
  error: boolean;
  /** The expression line above the entry ("12 +"), for the screen and screen readers. */
  history: string;
}

/** Digits an entry may have (as on the real screen's display). */
export const MAX_DIGITS = 16;

export const ERROR_TEXT = 'Error';

export const initialCalc = (): CalcState => ({ entry: '0', acc: null, op: null, fresh: true, memory: 0, error: false, history: '' });

/** 12 significant digits, no trailing zeros, no "-0"; exponent form only for very large or small numbers. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return ERROR_TEXT;
  if (n === 0) return '0';
  const rounded = Number(n.toPrecision(12));
  const abs = Math.abs(rounded);
  if (abs >= 1e16 || abs < 1e-9) return rounded.toExponential().replace(/\.?0+e/, 'e');
  return String(rounded);
}

const value = (s: CalcState) => Number(s.entry);

function apply(a: number, op: CalcOperator, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '−':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return b === 0 ? Number.NaN : a / b;
  }
}

const failed = (s: CalcState): CalcState => ({ ...s, entry: ERROR_TEXT, acc: null, op: null, fresh: true, error: true, history: '' });

/** A result on the display (or Error when it is not a finite number). */
function show(s: CalcState, n: number, rest: Partial<CalcState> = {}): CalcState {
  if (!Number.isFinite(n)) return failed(s);
  return { ...s, entry: formatNumber(n), fresh: true, error: false, ...rest };
}

export function press(s: CalcState, key: CalcKey): CalcState {
  if (key === 'C') return { ...initialCalc(), memory: s.memory };
  if (s.error) {
    // Only C, CE and the memory keys that do not read the display work after an error.
    if (key === 'CE') return { ...initialCalc(), memory: s.memory };
    if (key === 'MC') return { ...s, memory: 0 };
    return s;
  }
  if (/^[0-9]$/.test(key)) {
    if (s.fresh) return { ...s, entry: key, fresh: false };
    if (s.entry.replace(/[-.]/g, '').length >= MAX_DIGITS) return s;
    return { ...s, entry: s.entry === '0' ? key : s.entry === '-0' ? `-${key}` : s.entry + key };
  }
  switch (key) {
    case '.':
      if (s.fresh) return { ...s, entry: '0.', fresh: false };
      return s.entry.includes('.') || /e/.test(s.entry) ? s : { ...s, entry: `${s.entry}.` };
    case '⌫': {
      if (s.fresh) return s;
      const shorter = s.entry.slice(0, -1);
      return { ...s, entry: shorter === '' || shorter === '-' ? '0' : shorter };
    }
    case 'CE':
      return { ...s, entry: '0', fresh: true };
    case '±': {
      if (s.entry === '0') return s;
      const entry = s.entry.startsWith('-') ? s.entry.slice(1) : `-${s.entry}`;
      return { ...s, entry };
    }
    case '+':
    case '−':
    case '×':
    case '÷': {
      // Another operator straight after one replaces it.
      if (s.op && s.fresh && s.acc !== null) return { ...s, op: key, history: `${formatNumber(s.acc)} ${key}` };
      const acc = s.op && s.acc !== null ? apply(s.acc, s.op, value(s)) : value(s);
      if (!Number.isFinite(acc)) return failed(s);
      return show(s, acc, { acc, op: key, history: `${formatNumber(acc)} ${key}` });
    }
    case '=': {
      if (!s.op || s.acc === null) return { ...s, fresh: true };
      const result = apply(s.acc, s.op, value(s));
      return show(s, result, { acc: null, op: null, history: '' });
    }
    case '%': {
      const x = value(s);
      const n = s.acc !== null && (s.op === '+' || s.op === '−') ? (s.acc * x) / 100 : x / 100;
      return show(s, n);
    }
    case '√': {
      const x = value(s);
      return x < 0 ? failed(s) : show(s, Math.sqrt(x));
    }
    case 'MC':
      return { ...s, memory: 0 };
    case 'MR':
      return { ...s, entry: formatNumber(s.memory), fresh: true };
    case 'MS':
      return { ...s, memory: value(s), fresh: true };
    case 'M+':
      return { ...s, memory: Number((s.memory + value(s)).toPrecision(12)), fresh: true };
    case 'M−':
      return { ...s, memory: Number((s.memory - value(s)).toPrecision(12)), fresh: true };
  }
  return s;
}

/** Presses the keys one after another (tests, and typing a whole number). */
export const pressAll = (keys: readonly CalcKey[], from: CalcState = initialCalc()): CalcState => keys.reduce(press, from);

/** The calculator key a keyboard key stands for (digits, + - * / x . , % = Enter Backspace Delete Escape r for √); null for others. */
export function keyFor(key: string): CalcKey | null {
  if (/^[0-9]$/.test(key)) return key as CalcKey;
  switch (key) {
    case '.':
    case ',':
      return '.';
    case '+':
      return '+';
    case '-':
    case '−':
      return '−';
    case '*':
    case 'x':
    case 'X':
    case '×':
      return '×';
    case '/':
    case '÷':
      return '÷';
    case '%':
      return '%';
    case '=':
    case 'Enter':
      return '=';
    case 'Backspace':
      return '⌫';
    case 'Delete':
      return 'CE';
    case 'r':
    case 'R':
      return '√';
    default:
      return null;
  }
}
