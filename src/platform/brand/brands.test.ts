import { describe, expect, it } from 'vitest';
import { BRANDS, brandForHost } from './brands';

describe('brandForHost', () => {
  it('picks the partner brand on its hosts and the main brand elsewhere', () => {
    expect(brandForHost('partner.localhost').id).toBe('partner');
    expect(brandForHost('INVEST.mainstreet.example').id).toBe('partner');
    expect(brandForHost('127.0.0.1').id).toBe('main');
    expect(brandForHost('unknown.example').id).toBe('main');
  });

  it('gives only the partner brand a white-label partner id', () => {
    expect(BRANDS.main.whiteLabelPartnerId).toBeNull();
    expect(BRANDS.partner.whiteLabelPartnerId).toBe(2);
  });
});
