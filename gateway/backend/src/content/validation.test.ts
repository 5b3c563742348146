import { isGoalValue, isHttpUrl, isStateCode, optionalEin, optionalImageUrl } from './validation.js';

describe('field rules', () => {
  it('isHttpUrl takes http(s) URLs with a host only', () => {
    expect(isHttpUrl('https://grantpilot.example/')).toBe(true);
    expect(isHttpUrl('http://a.example/x?y=1')).toBe(true);
    expect(isHttpUrl('ftp://a.example/')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('grantpilot.example')).toBe(false);
  });

  it('image fields also take an uploaded image path', () => {
    const schema = optionalImageUrl('logo');
    expect(schema.safeParse('/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e').success).toBe(true);
    expect(schema.safeParse('/api/uploads/../secrets').success).toBe(false);
    expect(schema.safeParse('').success).toBe(true);
  });

  it('EINs: empty or 9 digits with an optional dash after two, stored as digits', () => {
    const schema = optionalEin('organizationEin');
    expect(schema.parse('12-3456789')).toBe('123456789');
    expect(schema.parse(' 123456789 ')).toBe('123456789');
    expect(schema.parse('')).toBe('');
    expect(schema.safeParse('1234-56789').success).toBe(false);
    expect(schema.safeParse('12345678').success).toBe(false);
  });

  it('goals and states', () => {
    expect(isGoalValue('UNSDG17')).toBe(true);
    expect(isGoalValue('UNSDG0')).toBe(false);
    expect(isGoalValue('ALL')).toBe(false);
    expect(isStateCode('DC')).toBe(true);
    expect(isStateCode('wa')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
  });
});
