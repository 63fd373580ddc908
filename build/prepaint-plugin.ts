// Applies the theme before first paint: index.html gets every theme's CSS variables
// in a <style> and a small inline script that sets the theme class from localStorage, the brand
// and the path, using the same resolveThemeName the app uses at run time. The script's SHA-256
// goes to dist/csp-hashes.json, which the server adds to its Content-Security-Policy.
// On `/` it also preloads the hero's screen in the variant the theme shows (product-screens.ts
// SPLASH_HERO): the page's own images are lazy so the hidden variant is never fetched, and the
// script is the first place that knows which one will show.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { appFrameCss, appFrameHtml } from './app-frame';
import { FRAME_CLASS, SKELETON_CLASS } from '../src/app/html-frame';
import {
  LIGHT_VARIANT_THEMES,
  productScreenSrcSet,
  SPLASH_HERO,
} from '../marketing/product-screens';
import { BRANDS, type BrandId } from '../src/platform/brand/brands';
import { CUSTOMISABLE_KEYS } from '../src/ui/theme/custom';
import {
  CUSTOM_THEME_STORAGE_KEY,
  DARK_PATHS,
  resolveThemeName,
  THEME_NAMES,
  THEME_STORAGE_KEY,
} from '../src/ui/theme/names';
import { getCssText, THEMES } from '../src/ui/theme/stitches';
import { EARLY_ANSWERS_GLOBAL, SESSION_HINT_KEY } from '../src/platform/network/early-answers';
import { EARLY_REQUESTS } from '../src/platform/network/early-requests';
import { TOKEN_PAIR_STORAGE_KEY } from '../src/platform/api/token-pair';

const CSP_HASHES_FILE = 'csp-hashes.json';

export function prepaintScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){var partner=false,n="";try{',
    `var resolve=${resolveThemeName.toString()};`,
    'var d=document.documentElement,s=null,c=null;',
    `try{s=localStorage.getItem(${json(THEME_STORAGE_KEY)});c=localStorage.getItem(${json(CUSTOM_THEME_STORAGE_KEY)})}catch(e){}`,
    'var m=document.querySelector(\'meta[name="brand"]\'),b=m&&m.getAttribute("content");',
    `partner=b?b==="partner":${json(BRANDS.partner.hosts)}.indexOf(location.hostname.toLowerCase())>=0;`,
    `n=resolve(location.pathname,s,partner?${json(BRANDS.partner.defaultTheme)}:${json(BRANDS.main.defaultTheme)},${json(THEME_NAMES)},${json(DARK_PATHS)});`,
    'd.classList.add("theme-"+n.replace(/\\s+/g,"-"));',
    // The brand's fonts (spec §1), before first paint like its colours.
    `if(partner)d.style.setProperty("--fonts-body",${json(BRANDS.partner.fontFamily)});`,
    `if(n==="custom"&&c){var o=JSON.parse(c),k=${json(CUSTOMISABLE_KEYS)};`,
    'for(var i=0;i<k.length;i++){var v=o[k[i]];if(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)){',
    'd.style.setProperty("--colors-"+k[i],v);if(k[i]==="componentNoOpacity")d.style.setProperty("--colors-component",v)}}}',
    '}catch(e){}',
    // The app's frame, drawn until the app's layout replaces it (app-frame.ts).
    `if(/^\\/app(\\/|$)/.test(location.pathname))document.documentElement.classList.add(${json(FRAME_CLASS)});`,
    // Home's skeleton with it, on home (app-frame.ts).
    `if(/^\\/app\\/?$/.test(location.pathname))document.documentElement.classList.add(${json(SKELETON_CLASS)});`,
    // A landing screen's first requests, on their way before the app's scripts
    // (src/platform/network/early-answers.ts says which, and when not).
    `try{var q=${json(EARLY_REQUESTS)}[location.pathname.replace(/\\/+$/,"")];`,
    `if(q&&window.fetch&&localStorage.getItem(${json(SESSION_HINT_KEY)})!=="out"&&!/[?&]auth_id=/.test(location.search)`,
    `&&!sessionStorage.getItem(${json(TOKEN_PAIR_STORAGE_KEY)})){var a={};for(var i=0;i<q.length;i++){`,
    'var f=fetch(q[i],{credentials:"include",headers:{accept:"application/json"}});f.catch(function(){});a[q[i]]=f}',
    `window[${json(EARLY_ANSWERS_GLOBAL)}]=a}}catch(e){}`,
    `if(location.pathname===${json(SPLASH_HERO.path)}){try{`,
    `var h=${json(heroSrcSets())}[partner?"partner":"main"][${json(LIGHT_VARIANT_THEMES)}.indexOf(n)>=0?"light":"dark"],`,
    'l=document.createElement("link");l.rel="preload";l.as="image";',
    `l.setAttribute("imagesrcset",h);l.setAttribute("imagesizes",${json(SPLASH_HERO.sizes)});`,
    'l.setAttribute("fetchpriority","high");document.head.appendChild(l)}catch(e){}}',
    '})();',
  ].join('');
}

/** The hero's srcset per brand and variant. */
function heroSrcSets(): Record<BrandId, Record<'dark' | 'light', string>> {
  const of = (brand: BrandId) => ({
    dark: productScreenSrcSet(brand, SPLASH_HERO.name, 'dark'),
    light: productScreenSrcSet(brand, SPLASH_HERO.name, 'light'),
  });
  return { main: of('main'), partner: of('partner') };
}

export function cspHash(source: string): string {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

/**
 * Every theme's variables (reading a theme's class name makes stitches emit its CSS), plus the
 * page colours, so the first paint is already in the right theme before any bundle has run.
 */
function themeCss(): string {
  for (const theme of Object.values(THEMES)) void theme.className;
  return `${getCssText()}html,body{background-color:var(--colors-appBackground);color:var(--colors-text)}`;
}

export function prepaintPlugin(): Plugin {
  const script = prepaintScript();
  return {
    name: 'stockroom-prepaint',
    transformIndexHtml: (html) => ({
      html: html.replace('<div id="root"></div>', () => `<div id="root"></div>${appFrameHtml()}`),
      tags: [
        {
          tag: 'style',
          attrs: { id: 'theme-variables' },
          children: `${themeCss()}${appFrameCss()}`,
          injectTo: 'head-prepend',
        },
        { tag: 'script', children: script, injectTo: 'head-prepend' },
      ],
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CSP_HASHES_FILE,
        source: JSON.stringify({ scriptSrc: [cspHash(script)] }),
      });
    },
  };
}
