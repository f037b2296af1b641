import { describe, expect, it } from '@jest/globals';
import { headerSignInHref, safeRedirectTarget, signInHref } from './paths';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/dashboard?tab=orders')).toBe('/dashboard?tab=orders');
    expect(safeRedirectTarget('/product/halo#reviews')).toBe('/product/halo#reviews');
  });

  it('goes home when there is no target', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('refuses other sites, however they are spelled', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', 'evil.example', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', ' /dashboard']) {
      expect(safeRedirectTarget(value)).toBe('/');
    }
  });

  it('never goes back to the sign-in pages', () => {
    expect(safeRedirectTarget('/auth')).toBe('/');
    expect(safeRedirectTarget('/auth?tab=signup')).toBe('/');
    expect(safeRedirectTarget('/auth/reset-password?token=x')).toBe('/');
    expect(safeRedirectTarget('/authors')).toBe('/authors');
  });
});

describe('signInHref', () => {
  it('names the page to come back to, except home', () => {
    expect(signInHref('/dashboard?tab=orders')).toBe('/auth?redirect=%2Fdashboard%3Ftab%3Dorders');
    expect(signInHref('/')).toBe('/auth');
    expect(signInHref()).toBe('/auth');
    expect(signInHref('//evil.example')).toBe('/auth');
  });

  it('can open the Sign Up tab', () => {
    expect(signInHref('/', 'signup')).toBe('/auth?tab=signup');
    expect(signInHref('/cart', 'signup')).toBe('/auth?tab=signup&redirect=%2Fcart');
  });
});

describe('headerSignInHref', () => {
  it('comes back to the current page', () => {
    expect(headerSignInHref('/products', '?page=2')).toBe('/auth?redirect=%2Fproducts%3Fpage%3D2');
    expect(headerSignInHref('/', '')).toBe('/auth');
  });

  it('keeps the target of the sign-in pages rather than pointing at them', () => {
    expect(headerSignInHref('/auth', '?redirect=%2Fdashboard&tab=signup')).toBe('/auth?redirect=%2Fdashboard');
    expect(headerSignInHref('/auth/forgot-password', '')).toBe('/auth');
  });
});
