import { describe, expect, it } from '@jest/globals';
import { AUTH_TABS, DASHBOARD_TABS, parseTab, tabHref } from './tab-url';

describe('parseTab', () => {
  it('reads a known tab and falls back to the first', () => {
    expect(parseTab('orders', DASHBOARD_TABS)).toBe('orders');
    expect(parseTab('signup', AUTH_TABS)).toBe('signup');
    expect(parseTab(undefined, DASHBOARD_TABS)).toBe('profile');
    expect(parseTab('Orders', DASHBOARD_TABS)).toBe('profile');
    expect(parseTab('nonsense', AUTH_TABS)).toBe('signin');
  });
});

describe('tabHref', () => {
  it('puts the tab in the query, keeping the other parameters', () => {
    expect(tabHref('/dashboard', '', 'credits', DASHBOARD_TABS)).toBe('/dashboard?tab=credits');
    expect(tabHref('/auth', '?redirect=%2Fcart', 'signup', AUTH_TABS)).toBe('/auth?redirect=%2Fcart&tab=signup');
    expect(tabHref('/dashboard', '?tab=orders', 'settings', DASHBOARD_TABS)).toBe('/dashboard?tab=settings');
  });

  it('leaves the default tab out of the address', () => {
    expect(tabHref('/dashboard', '?tab=orders', 'profile', DASHBOARD_TABS)).toBe('/dashboard');
    expect(tabHref('/auth', '?tab=signup&redirect=%2Fcart', 'signin', AUTH_TABS)).toBe('/auth?redirect=%2Fcart');
  });
});
