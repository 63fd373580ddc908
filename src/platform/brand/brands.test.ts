import { describe, expect, it } from 'vitest';
import {
  appStoreUrl,
  BRANDS,
  brandForHost,
  isDevelopmentBrand,
  playStoreUrl,
  storeIdProblems,
  type Brand,
} from './brands';

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

describe('store pages (spec §2 store badges)', () => {
  it.each(Object.values(BRANDS))(
    "opens the $id brand's own store pages, built from its ids",
    (brand) => {
      expect(playStoreUrl(brand.stores)).toBe(
        `https://play.google.com/store/apps/details?id=${brand.stores.playPackage}`,
      );
      expect(appStoreUrl(brand.stores)).toMatch(/^https:\/\/apps\.apple\.com\/app\/id\d+$/);
      expect(appStoreUrl(brand.stores)).toBe(
        `https://apps.apple.com/app/id${brand.stores.appStoreId}`,
      );
    },
  );

  it('has well-formed ids, and placeholders only on brands still on development names', () => {
    expect(storeIdProblems(Object.values(BRANDS))).toEqual([]);
    for (const brand of Object.values(BRANDS)) {
      if (!isDevelopmentBrand(brand)) {
        expect(brand.stores.playPackage, brand.id).not.toMatch(/^example\./);
      }
    }
  });

  const onDomain = (host: string, stores: Brand['stores']): Brand => ({
    ...BRANDS.main,
    hosts: [host],
    stores,
  });
  const example = { playPackage: 'example.stockroom.app', appStoreId: '0000000001' };
  const real = { playPackage: 'com.stockroom.app', appStoreId: '1234567890' };

  it('refuses example ids on a brand served from a real domain', () => {
    expect(storeIdProblems([onDomain('stockroom.com', example)])).toEqual([
      expect.stringContaining('development placeholders'),
    ]);
    expect(
      storeIdProblems([onDomain('stockroom.com', { ...real, appStoreId: '0000000001' })]),
    ).toHaveLength(1);
    expect(
      storeIdProblems([onDomain('stockroom.com', { ...real, playPackage: 'example.app' })]),
    ).toHaveLength(1);
    expect(storeIdProblems([onDomain('stockroom.com', real)])).toEqual([]);
    // Development names keep their placeholders.
    for (const host of ['stockroom.example', 'shop.test', 'partner.localhost', 'localhost']) {
      expect(storeIdProblems([onDomain(host, example)]), host).toEqual([]);
    }
  });

  it('refuses malformed ids anywhere', () => {
    expect(
      storeIdProblems([onDomain('stockroom.example', { playPackage: 'app', appStoreId: 'x1' })]),
    ).toHaveLength(2);
  });
});
