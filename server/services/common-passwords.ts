// Passwords seen at the top of public breach corpora. NIST SP 800-63B asks to reject passwords
// "known to be commonly-used" instead of imposing composition rules; compared lower-cased.
const LIST = `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123
1234567890 1234567 000000 qwerty abc123 password1 iloveyou 11111111 dragon monkey 123321
654321 666666 121212 112233 7777777 88888888 987654321 asdfghjkl zxcvbnm qwertyuiop
1q2w3e4r 1qaz2wsx qazwsx 123qwe 1q2w3e4r5t zaq12wsx passw0rd p@ssw0rd p@ssword password123
password12 password! letmein letmein1 welcome welcome1 welcome123 admin admin123 administrator
root toor login master master123 sunshine princess football baseball basketball soccer hockey
superman batman trustno1 whatever starwars shadow michael jennifer jordan23 charlie computer
freedom hello123 hellohello 11223344 123454321 1234qwer qwer1234 asdf1234 asdfasdf 12341234
00000000 99999999 12344321 abcd1234 abcdefg abcdefgh changeme changeme1 default guest
iloveyou1 lovely loveme 123abc a1b2c3d4 q1w2e3r4 aa123456 password2 password01 test1234
testtest investing investor stocks stockmarket trading trader12 money123 moneymoney
bitcoin crypto123 ethereum robinhood 1234abcd 147258369 159753 123456a 123456q 1111111111
11111111111 5201314 987654 696969 qwertyu qwerty12 qwerty12345 mustang access ninja pokemon
killer pepper cheese summer winter spring autumn january february march2024 summer2024
summer2025 winter2025 spring2026 password2024 password2025 password2026 internet samsung
google apple123 iphone facebook linkedin twitter instagram michelle jessica ashley daniel
matthew andrew joshua thomas hunter ranger harley buster tigger ginger maggie`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || /^(.)\1+$/.test(lower) || /^(0123456789|1234567890)+$/.test(lower);
}
