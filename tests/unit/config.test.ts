import { describe, expect, it } from 'vitest';
import { apiRoot, siteConfig, siteRoot } from '@/lib/config/site';
import { validateTagManagerId } from '@/lib/config/tag-manager';

describe('site configuration', () => {
  it('matches docs/product.md#site-configuration', () => {
    expect(siteConfig.currency).toBe('EUR');
    expect(siteConfig.currencySymbol).toBe('€');
    expect(siteConfig.locale).toEqual({ default: 'fr', available: ['fr'] });
    expect(siteConfig.header).toMatchObject({
      size: 'md',
      sticky: true,
      transparent: true,
      logoPosition: 'center',
    });
    expect(siteConfig.footer).toMatchObject({
      theme: 'dark',
      columns: 4,
      showCredits: true,
      showSocialLinks: true,
    });
    expect(siteConfig.pwa).toMatchObject({ backgroundColor: '#1b1b1b', themeColor: '#e20819' });
    expect(siteConfig.tagManager.enabled).toBe(false);
    expect(siteConfig.blog.enabled).toBe(false);
  });

  it('finds the API on API_ROOT, else on API_PORT, else on 4000', () => {
    expect(apiRoot({})).toBe('http://127.0.0.1:4000');
    expect(apiRoot({ API_PORT: '4555' })).toBe('http://127.0.0.1:4555');
    expect(apiRoot({ API_ROOT: 'https://api.example.fr/', API_PORT: '4555' })).toBe(
      'https://api.example.fr',
    );
  });

  it('uses SITE_URL for canonical links, else localhost on PORT', () => {
    expect(siteRoot({})).toBe('http://localhost:3000');
    expect(siteRoot({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(siteRoot({ SITE_URL: 'https://poulet-grenette.fr/' })).toBe(
      'https://poulet-grenette.fr',
    );
  });
});

describe('validateTagManagerId', () => {
  it.each(['GTM-PG7K3LD', 'G-ABC123', 'GTM-1'])('accepts %s', (id) => {
    expect(validateTagManagerId(id)).toBe(id);
  });

  it('suggests the uppercase form of a lowercase id', () => {
    expect(() => validateTagManagerId('gtm-abc123')).toThrow(/GTM-ABC123/);
  });

  it.each(['', 'UA-12345', 'GTM-', 'GTM-abc', 'GTM ABC'])('rejects %j with a French hint', (id) => {
    expect(() => validateTagManagerId(id)).toThrow(
      /Identifiant de gestionnaire de balises invalide/,
    );
  });
});
