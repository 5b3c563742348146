import {
  emailDomainOf,
  filterOrganizations,
  flattenSubscriptions,
  isDeleteConfirmed,
  normalizeOrganizationName,
  normalizeRuleValue,
  organizationNameError,
  ruleMatchReason,
  RULE_ROLE_OPTIONS,
  ruleRoleOption,
  ruleRolesError,
  ruleRolesText,
  ruleValueError,
  sortRuleRoles,
  subscriptionsFromFlags,
} from './role-rules.js';

describe('rule roles', () => {
  it('name the five roles with their SPEC 6 codes', () => {
    expect(RULE_ROLE_OPTIONS.map(({ code, role, label }) => [code, role, label])).toEqual([
      ['SP', 'SOLUTION_PROVIDER', 'Solution Provider (Additive)'],
      ['CE', 'CONTRIBUTING_EDITOR', 'Contributing Editor'],
      ['FM', 'FOUNDATION_MEMBER', 'Foundation Member (Additive)'],
      ['CM', 'COMMUNITY_MEMBER', 'Community Member'],
      ['X4I', 'X4I_TEAM_MEMBER', 'team member'],
    ]);
    expect(ruleRoleOption('X4I_TEAM_MEMBER').code).toBe('X4I');
  });

  it('are listed in SPEC order, each once, and read as a sentence', () => {
    expect(sortRuleRoles(['X4I_TEAM_MEMBER', 'SOLUTION_PROVIDER', 'SOLUTION_PROVIDER'])).toEqual(['SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER']);
    expect(ruleRolesText([])).toBe('');
    expect(ruleRolesText(['CONTRIBUTING_EDITOR'])).toBe('Contributing Editor');
    expect(ruleRolesText(['CONTRIBUTING_EDITOR', 'SOLUTION_PROVIDER'])).toBe('Solution Provider (Additive) and Contributing Editor');
    expect(ruleRolesText(['X4I_TEAM_MEMBER', 'COMMUNITY_MEMBER', 'FOUNDATION_MEMBER'])).toBe(
      'Foundation Member (Additive), Community Member and team member',
    );
  });

  it('need at least one role', () => {
    expect(ruleRolesError([])).toBe('Choose at least one role.');
    expect(ruleRolesError(['COMMUNITY_MEMBER'])).toBeNull();
  });
});

describe('rule values', () => {
  it('are trimmed and lower-cased', () => {
    expect(normalizeRuleValue('  Ann@Example.ORG ')).toBe('ann@example.org');
  });

  it('are a valid address for an e-mail rule', () => {
    expect(ruleValueError('EMAIL', ' Ann@Example.org ')).toBeNull();
    expect(ruleValueError('EMAIL', '')).toBe('Enter an e-mail address.');
    for (const value of ['example.org', 'ann@', 'ann @example.org', '@example.org', 'ann@example']) {
      expect(ruleValueError('EMAIL', value)).toBe('Enter an e-mail address such as name@example.org.');
    }
    expect(ruleValueError('EMAIL', `${'a'.repeat(250)}@example.org`)).not.toBeNull();
  });

  it('are a valid domain, without @, for a domain rule', () => {
    for (const value of ['example.org', ' Sub.Example.ORG ', 'my-org.co.uk', 'example.xn--p1ai']) expect(ruleValueError('DOMAIN', value)).toBeNull();
    expect(ruleValueError('DOMAIN', ' ')).toBe('Enter a domain.');
    expect(ruleValueError('DOMAIN', '@example.org')).toBe('Enter the domain alone, without @, such as example.org.');
    for (const value of ['example', '-bad.org', 'bad-.org', 'ex ample.org', 'example.o', 'https://example.org', 'example..org']) {
      expect(ruleValueError('DOMAIN', value)).toBe('Enter a domain such as example.org.');
    }
  });

  it('say why a rule matches an address', () => {
    expect(ruleMatchReason({ type: 'EMAIL', value: 'ann@example.org' })).toBe('The address is exactly ann@example.org.');
    expect(ruleMatchReason({ type: 'DOMAIN', value: 'example.org' })).toBe('The address is in the domain example.org.');
    expect(emailDomainOf(' Ann@Mail.Example.org')).toBe('mail.example.org');
    expect(emailDomainOf('nobody')).toBe('');
  });
});

describe('organisations', () => {
  const organizations = [{ name: 'Helping Hands' }, { name: 'HANDS On Tech' }, { name: 'Food Bank of Alaska' }];

  it('filter by a case-insensitive substring of the name; an empty filter shows all (SPEC 5)', () => {
    expect(filterOrganizations(organizations, 'hands').map((o) => o.name)).toEqual(['Helping Hands', 'HANDS On Tech']);
    expect(filterOrganizations(organizations, 'ALASKA').map((o) => o.name)).toEqual(['Food Bank of Alaska']);
    expect(filterOrganizations(organizations, 'nk o')).toEqual([{ name: 'Food Bank of Alaska' }]);
    expect(filterOrganizations(organizations, '')).toEqual(organizations);
    expect(filterOrganizations(organizations, '   ')).toEqual(organizations);
    expect(filterOrganizations(organizations, 'zzz')).toEqual([]);
  });

  it('have their subscriptions flattened into true flags, and back', () => {
    expect(flattenSubscriptions(['premium:listing', 'unknown', 'premium:compensation'])).toEqual({
      'premium:listing': true,
      'premium:compensation': true,
    });
    expect(flattenSubscriptions([])).toEqual({});
    expect(subscriptionsFromFlags({ 'premium:listing': true, 'premium:compensation': true })).toEqual(['premium:compensation', 'premium:listing']);
    expect(subscriptionsFromFlags({})).toEqual([]);
  });

  it('have a trimmed name of 1 to 200 characters (SPEC 5)', () => {
    expect(normalizeOrganizationName('  Helping Hands  ')).toBe('Helping Hands');
    expect(organizationNameError('  ')).toBe('Enter the organization name.');
    expect(organizationNameError(` ${'a'.repeat(200)} `)).toBeNull();
    expect(organizationNameError('a'.repeat(201))).toBe('Enter an organization name of up to 200 characters.');
  });
});

describe('delete confirmation', () => {
  it('needs the exact name or value typed (spaces around ignored)', () => {
    expect(isDeleteConfirmed('Helping Hands', 'Helping Hands')).toBe(true);
    expect(isDeleteConfirmed(' Helping Hands ', 'Helping Hands')).toBe(true);
    expect(isDeleteConfirmed('helping hands', 'Helping Hands')).toBe(false);
    expect(isDeleteConfirmed('Helping', 'Helping Hands')).toBe(false);
    expect(isDeleteConfirmed('', '')).toBe(false);
  });
});
