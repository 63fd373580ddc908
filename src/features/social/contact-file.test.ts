import { describe, expect, it } from 'vitest';
import { formatOf, parseContactFile, parseCsv } from './contact-file';

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\nd,e,f\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['d', 'e', 'f'],
    ]);
  });

  it('finds the e-mail and name columns of a Google export, several addresses per cell', () => {
    const csv = [
      'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Value',
      'Ada Byron,Ada,Byron,* Home,ada@example.com ::: ada@work.example.com,',
      ',Grace,Hopper,,grace@example.org,g.hopper@example.org',
      'No Mail,,,,,',
    ].join('\n');
    expect(parseContactFile('contacts.csv', csv)).toEqual([
      { name: 'Ada Byron', email: 'ada@example.com' },
      { name: 'Ada Byron', email: 'ada@work.example.com' },
      { name: 'Grace Hopper', email: 'grace@example.org' },
      { name: 'Grace Hopper', email: 'g.hopper@example.org' },
    ]);
  });

  it('reads semicolon files with a BOM, and lists without a header', () => {
    expect(
      parseContactFile('a.csv', '\uFEFFFirst Name;Last Name;Email\nBo;Li;bo@example.com\n'),
    ).toEqual([{ name: 'Bo Li', email: 'bo@example.com' }]);
    expect(parseContactFile('b.csv', 'Kim,kim@example.com\nlee@example.com\n')).toEqual([
      { name: 'Kim', email: 'kim@example.com' },
      { name: null, email: 'lee@example.com' },
    ]);
  });

  it('drops invalid addresses and repeats (case-insensitive), keeping a name where one is known', () => {
    const csv = 'email,name\nnot-an-address,X\nZoe@Example.com,\nzoe@example.com,Zoe Q\n';
    expect(parseContactFile('c.csv', csv)).toEqual([{ name: 'Zoe Q', email: 'Zoe@Example.com' }]);
  });

  it('finds nothing in a file with no addresses', () => {
    expect(parseContactFile('d.csv', 'just,some\ncells,here\n')).toEqual([]);
    expect(parseContactFile('e.csv', '')).toEqual([]);
  });
});

describe('vCard', () => {
  it('reads FN or N, every EMAIL with parameters and groups, folded lines and escapes', () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace\\, Countess',
      'item1.EMAIL;type=INTERNET;type=pref:ada@exam',
      ' ple.com',
      'EMAIL;TYPE=work:countess@example.org',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:Turing;Alan',
      'EMAIL;INTERNET:alan@example.com',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:No Address',
      'TEL:+15555550100',
      'END:VCARD',
    ].join('\r\n');
    expect(formatOf('export.txt', vcf)).toBe('vcard');
    expect(parseContactFile('export.txt', vcf)).toEqual([
      { name: 'Ada Lovelace, Countess', email: 'ada@example.com' },
      { name: 'Ada Lovelace, Countess', email: 'countess@example.org' },
      { name: 'Alan Turing', email: 'alan@example.com' },
    ]);
  });
});
