import { economicUnit, surprise, withUnit } from './economic-figures.js';

describe('economic figures', () => {
  it('reads the unit from the provider’s unit fields, else from a figure that carries one', () => {
    expect(economicUnit(['%', '%', '%'], ['3.1', '', ''])).toBe('%');
    expect(economicUnit(['', 'k', null], ['256', null, null])).toBe('K');
    expect(economicUnit(['Index'], ['52.4'])).toBe('index');
    expect(economicUnit(['usd'], ['-78.3'])).toBe('USD');
    expect(economicUnit([null, null, null], [null, '2.8%', '2.7%'])).toBe('%');
    expect(economicUnit(['', '', ''], ['', null, null])).toBeNull();
  });

  it('writes a figure with its unit, once', () => {
    expect(withUnit('3.1', '%')).toBe('3.1%');
    expect(withUnit('-0.1', '%')).toBe('-0.1%');
    expect(withUnit('256', 'K')).toBe('256K');
    expect(withUnit('7.23', 'M')).toBe('7.23M');
    expect(withUnit('52.4', 'index')).toBe('52.4');
    expect(withUnit('-78.3', 'USD')).toBe('-78.3 USD');
    expect(withUnit('2.8%', '%')).toBe('2.8%');
    expect(withUnit('n/a', '%')).toBe('n/a');
    expect(withUnit(null, '%')).toBeNull();
    expect(withUnit('4.25', null)).toBe('4.25');
  });

  it('gives the surprise as actual − consensus, signed, with the unit', () => {
    expect(surprise('3.1', '2.9', '%')).toBe('+0.2%');
    expect(surprise('208', '220', 'K')).toBe('-12K');
    expect(surprise('0.3', '0.3', '%')).toBe('0.0%');
    expect(surprise('-0.1', '0.15', '%')).toBe('-0.25%');
    expect(surprise('49.3', '48.9', 'index')).toBe('+0.4');
    expect(surprise('2.8%', '2.7%', '%')).toBe('+0.1%');
    expect(surprise(null, '2.9', '%')).toBeNull();
    expect(surprise('3.1', null, '%')).toBeNull();
  });
});
