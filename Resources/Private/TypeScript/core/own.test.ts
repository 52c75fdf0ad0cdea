import { own } from './own';

describe('own: table look-ups by keys from outside', () => {
  const table: Record<string, number> = { one: 1, zero: 0 };

  test('an own entry is found, also a falsy one', () => {
    expect(own(table, 'one')).toBe(1);
    expect(own(table, 'zero')).toBe(0);
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'missing'])(
    '"%s" is not an entry',
    (key) => {
      expect(own(table, key)).toBeUndefined();
    },
  );

  test('an own "__proto__" entry (as JSON.parse makes one) is found', () => {
    const parsed = JSON.parse('{"__proto__": 5}') as Record<string, number>;
    expect(own(parsed, '__proto__')).toBe(5);
  });
});
