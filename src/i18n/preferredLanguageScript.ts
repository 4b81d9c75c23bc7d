/**
 * The script the English home page `/` starts with, so that `/` is one cacheable page for
 * every visitor (nginx and a CDN keep it like any other) and a visitor who prefers Arabic or
 * Kurdish still lands on `/ar` or `/ckb` before anything English is painted: it runs as the
 * first element of the body, before the page's content is parsed.
 *
 * The spec's detection: the saved choice (the NEXT_LOCALE cookie the language menu writes,
 * then the `language` key in local storage), then the browser's languages in order, then
 * English, as `preferredLocale` ranks them. Without scripts `/` stays English.
 */
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './languagePath'
import { defaultLocale, locales } from './locales'

const supported = JSON.stringify(locales)

export const preferredLanguageScript =
  `(function(){try{if(location.pathname!=='/')return;var s=${supported},` +
  `m=document.cookie.match(/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/),` +
  `l=m&&s.indexOf(m[1])>=0?m[1]:localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(s.indexOf(l)<0){l=null;var b=navigator.languages||[navigator.language];` +
  `for(var i=0;i<b.length&&!l;i++){var t=String(b[i]).toLowerCase().split('-')[0];if(s.indexOf(t)>=0)l=t}}` +
  `if(l&&l!==${JSON.stringify(defaultLocale)})location.replace('/'+l+location.search+location.hash)}catch(e){}})()`
