import { describe, expect, it } from 'vitest';
import { pageNameFor } from './page-names';

describe('pageNameFor (spec §2 analytics page names)', () => {
  it('names the listed marketing pages', () => {
    expect(pageNameFor('/')).toBe('Splash');
    expect(pageNameFor('/about')).toBe('About Us');
    expect(pageNameFor('/faq')).toBe('FAQ/Contact');
    expect(pageNameFor('/contact')).toBe('FAQ/Contact');
    expect(pageNameFor('/legal')).toBe('Legal');
    expect(pageNameFor('/enterprise')).toBe('Enterprise');
    expect(pageNameFor('/rewards_rules')).toBe('Referral Rules');
    expect(pageNameFor('/share/abc123')).toBe('Share');
  });

  it('names every other page after its path', () => {
    expect(pageNameFor('/privacy_policy')).toBe('/privacy_policy');
    expect(pageNameFor('/app/login')).toBe('/app/login');
  });
});
