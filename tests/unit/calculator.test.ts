/** Issue 29: the on-screen calculator's evaluator (core/mock/calculator.ts). */
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, formatNumber, initialCalc, keyFor, MAX_DIGITS, press, pressAll, type CalcKey } from '#core/mock/calculator.ts';

/** Types a line such as '12 + 3 =' (tokens separated by spaces; a number is its digits). */
const run = (line: string, from = initialCalc()) =>
  pressAll(
    line.split(' ').flatMap((t) => (/^[0-9.]+$/.test(t) ? (t.split('') as CalcKey[]) : [t as CalcKey])),
    from,
  );
const shown = (line: string) => run(line).entry;

describe('calculator: entry', () => {
  it('starts at 0, takes digits and one decimal point, drops leading zeros', () => {
    expect(initialCalc().entry).toBe('0');
    expect(shown('0 0 7')).toBe('7');
    expect(shown('1 . 5 . 2')).toBe('1.52');
    expect(shown('.')).toBe('0.');
    expect(shown('. 5')).toBe('0.5');
  });
  it(`stops at ${MAX_DIGITS} digits`, () => {
    expect(shown('1'.repeat(20))).toBe('1'.repeat(MAX_DIGITS));
  });
  it('backspace removes the last digit, down to 0; a result is not edited', () => {
    expect(shown('1 2 3 ⌫')).toBe('12');
    expect(shown('7 ⌫ ⌫')).toBe('0');
    expect(shown('2 + 3 = ⌫')).toBe('5');
  });
  it('± changes the sign of the entry (not of 0)', () => {
    expect(shown('5 ±')).toBe('-5');
    expect(shown('5 ± ±')).toBe('5');
    expect(shown('0 ±')).toBe('0');
    expect(shown('5 ± ⌫')).toBe('0');
  });
});

describe('calculator: arithmetic', () => {
  it('adds, subtracts, multiplies and divides', () => {
    expect(shown('12 + 30 =')).toBe('42');
    expect(shown('5 − 8 =')).toBe('-3');
    expect(shown('2.5 × 4 =')).toBe('10');
    expect(shown('22 ÷ 7 =')).toBe('3.14285714286');
  });
  it('runs left to right like the real screen (immediate execution, no precedence)', () => {
    expect(shown('2 + 3 × 4 =')).toBe('20');
    // The running result shows as soon as the next operator is pressed.
    expect(shown('2 + 3 ×')).toBe('5');
    expect(run('2 + 3 ×').history).toBe('5 ×');
  });
  it('an operator right after another replaces it', () => {
    expect(shown('9 + − 4 =')).toBe('5');
    expect(shown('9 × ÷ 3 =')).toBe('3');
  });
  it('rounds away binary noise (0.1 + 0.2 = 0.3) and never shows -0', () => {
    expect(shown('0.1 + 0.2 =')).toBe('0.3');
    expect(shown('1.1 × 3 =')).toBe('3.3');
    expect(shown('5 − 5 =')).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
  it('a new number after = starts a new calculation; = alone changes nothing', () => {
    expect(shown('2 + 3 = 4')).toBe('4');
    expect(shown('2 + 3 = 4 + 1 =')).toBe('5');
    expect(shown('8 =')).toBe('8');
    expect(shown('2 + 3 = × 10 =')).toBe('50');
  });
  it('percent: of the running result with + or −, else a hundredth', () => {
    expect(shown('200 + 10 % =')).toBe('220');
    expect(shown('200 − 10 % =')).toBe('180');
    expect(shown('50 × 10 % =')).toBe('5');
    expect(shown('45 %')).toBe('0.45');
  });
  it('square root of the entry', () => {
    expect(shown('144 √')).toBe('12');
    expect(shown('2 √')).toBe('1.41421356237');
    expect(shown('9 + 16 √ =')).toBe('13');
  });
  it('very large and very small numbers in exponent form', () => {
    expect(shown('99999999 × 99999999 × 99999999 =')).toBe('9.9999997e+23');
    expect(formatNumber(1e-12)).toBe('1e-12');
  });
});

describe('calculator: errors and clearing', () => {
  it('division by zero and √ of a negative show Error; only C or CE leave it', () => {
    const e = run('5 ÷ 0 =');
    expect(e.entry).toBe(ERROR_TEXT);
    expect(e.error).toBe(true);
    expect(run('7 +', e).entry).toBe(ERROR_TEXT);
    expect(run('C 3 + 4 =', e).entry).toBe('7');
    expect(run('CE 3 + 4 =', e).entry).toBe('7');
    expect(shown('4 ± √')).toBe(ERROR_TEXT);
    // A division by zero found by the next operator.
    expect(shown('5 ÷ 0 +')).toBe(ERROR_TEXT);
  });
  it('CE clears the entry and keeps the pending operation; C clears everything but the memory', () => {
    expect(shown('12 + 99 CE 3 =')).toBe('15');
    const s = run('5 MS 12 + 3 C');
    expect(s.entry).toBe('0');
    expect(s.op).toBeNull();
    expect(s.memory).toBe(5);
  });
});

describe('calculator: memory', () => {
  it('MS stores, MR recalls, M+ and M− add and subtract, MC clears', () => {
    expect(run('7 MS').memory).toBe(7);
    expect(shown('7 MS C MR')).toBe('7');
    expect(run('7 MS 3 M+').memory).toBe(10);
    expect(run('7 MS 3 M−').memory).toBe(4);
    expect(run('7 MS MC').memory).toBe(0);
    expect(run('0.1 M+ 0.2 M+').memory).toBe(0.3);
    // A recalled value is used like a typed one.
    expect(shown('7 MS C 2 × MR =')).toBe('14');
  });
  it('after MS the next digit starts a new entry', () => {
    expect(shown('7 MS 8')).toBe('8');
  });
});

describe('calculator: keyboard', () => {
  it('maps keys to calculator keys', () => {
    expect(keyFor('7')).toBe('7');
    expect(keyFor('*')).toBe('×');
    expect(keyFor('/')).toBe('÷');
    expect(keyFor('-')).toBe('−');
    expect(keyFor('Enter')).toBe('=');
    expect(keyFor('Backspace')).toBe('⌫');
    expect(keyFor('Delete')).toBe('CE');
    expect(keyFor('%')).toBe('%');
    expect(keyFor('a')).toBeNull();
    expect(keyFor('Escape')).toBeNull();
  });
  it('press returns a new state and leaves the old one alone', () => {
    const a = initialCalc();
    const b = press(a, '5');
    expect(a.entry).toBe('0');
    expect(b.entry).toBe('5');
  });
});
