import { describe, expect, it } from 'vitest';
import { shareTargetUrl, shareText } from './share-targets';

const message = {
  url: 'https://stockroom.example/a/Ab3_x-9Q',
  text: 'A con on AAPL by Ada: “Margins & more”',
  subject: 'A thought on AAPL',
};

describe('shareTargetUrl', () => {
  it('copies the link itself: no URL', () => {
    expect(shareTargetUrl('Share Link', message)).toBeNull();
  });

  it('fills mail and messages with %20-encoded text and the link', () => {
    const mail = shareTargetUrl('Email', message)!;
    expect(mail.startsWith('mailto:?subject=A%20thought%20on%20AAPL&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(`${message.text}\n\n${message.url}`);
    expect(mail).not.toContain('+');
    const sms = shareTargetUrl('Share Messaging', message)!;
    expect(decodeURIComponent(sms.split('body=')[1]!)).toBe(`${message.text} ${message.url}`);
  });

  it('opens each network with the link as a query parameter', () => {
    const tweet = new URL(shareTargetUrl('Twitter', message)!);
    expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
    expect(tweet.searchParams.get('url')).toBe(message.url);
    expect(tweet.searchParams.get('text')).toBe(message.text);
    expect(new URL(shareTargetUrl('Facebook', message)!).searchParams.get('u')).toBe(message.url);
    expect(new URL(shareTargetUrl('LinkedIn', message)!).searchParams.get('url')).toBe(message.url);
  });
});

describe('shareText', () => {
  it('names the kind, symbol and author', () => {
    expect(shareText({ kind: 'idea', symbol: 'MSFT', author_name: 'Ada', idea_type: 'sell' })).toBe(
      'A sell idea on MSFT by Ada',
    );
    expect(
      shareText({ kind: 'thought', symbol: 'KO', author_name: 'Bo', pro_or_con: 'con', body: 'x' }),
    ).toBe('A con on KO by Bo: “x”');
  });

  it('keeps to 140 characters, whole characters only, line breaks folded', () => {
    const body = `${'📈'.repeat(200)}\n\nend`;
    const text = shareText({ kind: 'thought', symbol: 'KO', author_name: 'Bo', body });
    expect([...text].length).toBeLessThanOrEqual(140);
    expect(text.endsWith('…”')).toBe(true);
    expect(text).not.toContain('\n');
    expect(text).not.toContain('\uFFFD');
  });
});
