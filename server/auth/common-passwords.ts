/**
 * Passwords attackers try first. The base words are the most frequent entries of
 * public breach corpora; each is expanded with the suffixes people add to pass a
 * length rule ("password1", "football2024!"), which yields several thousand entries.
 */
const BASE_WORDS = `
password passw0rd p@ssword p@ssw0rd qwerty qwertyui qwertyuiop asdfghjk asdfghjkl zxcvbnm
azerty abc123 abcd1234 abcdefgh iloveyou letmein welcome welcome1 admin administrator root
login master monkey dragon shadow sunshine princess football soccer baseball basketball
hockey superman batman trustno1 whatever freedom starwars computer internet secret
michael jennifer jordan hunter ranger buster thomas robert charlie daniel andrew joshua
matthew jessica ashley amanda michelle nicole anthony william george harley maggie
pepper ginger summer winter spring autumn orange banana cheese chocolate cookie
liverpool chelsea arsenal barcelona manchester united madrid juventus tottenham
everton celtic rangers goalline goal1234 champion champions killer hello hello123
loveme lovely flower mustang ferrari porsche mercedes corvette yankees cowboys
eagles steelers packers lakers dallas london paris berlin america canada england
france germany brazil mexico samsung iphone google facebook youtube twitter
changeme default guest test tester testing access private security passport
mypassword newpassword oldpassword password123 qazwsxedc 1qaz2wsx zaq12wsx
1q2w3e4r 1q2w3e4r5t q1w2e3r4 aa123456 a1b2c3d4 abcabc123 asdasd123 qweqwe123
11111111 12345678 123456789 1234567890 87654321 00000000 88888888 12341234
11223344 12121212 66666666 99999999 123123123 987654321 147258369 159357456
iloveu ilovegod jesus christ heaven angel angels babygirl baby1234 sweetheart
`;

const SUFFIXES = [
  "",
  "1",
  "12",
  "123",
  "1234",
  "!",
  "1!",
  "123!",
  "01",
  "69",
  "007",
  "2020",
  "2021",
  "2022",
  "2023",
  "2024",
  "2025",
  "2026",
];

function expand(): Set<string> {
  const list = new Set<string>();
  for (const word of BASE_WORDS.split(/\s+/).filter(Boolean)) {
    for (const suffix of SUFFIXES) {
      list.add(`${word}${suffix}`);
      list.add(`${word[0]?.toUpperCase()}${word.slice(1)}${suffix}`);
    }
  }
  return list;
}

const COMMON = expand();

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON.has(password) || COMMON.has(lowered) || /^(.)\1+$/.test(password);
}

export const commonPasswordCount = COMMON.size;
