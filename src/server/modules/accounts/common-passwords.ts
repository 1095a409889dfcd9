/**
 * The words and patterns at the top of every published list of leaked passwords (written for Pearl from the patterns
 * those lists share: the same few hundred words, names, keyboard walks and number runs, each with digits, a year or a
 * "!" added). password-rules.ts checks a password against them after taking off what people add to a common word
 * (digits and symbols at either end, letter-for-digit swaps such as p@ssw0rd), so this short list stands for the
 * many thousands of variants a longer list would spell out.
 */
export const COMMON_PASSWORD_WORDS: readonly string[] = `
password passw0rd passwort motdepasse contrasena senha parola wachtwoord haslo salasana adgangskode losenord
secret secrets letmein welcome welcomeback hello hellothere hiya goodbye login logon signin access admin
administrator root superuser sysadmin webmaster manager master masterkey changeme changeit default guest
user username test tester testing testtest demo sample example temp temporary pass passcode passphrase
pw pwd qwerty qwertyuiop qwertyui qwertyu qwert asdf asdfgh asdfghjkl asdfasdf zxcv zxcvbn zxcvbnm
qazwsx qazwsxedc qweasd qweasdzxc qwer1234 1q2w3e4r 1q2w3e 1qaz2wsx zaq12wsx zaq1zaq1 azerty azertyuiop
qwertz qwertzuiop abc abcd abcde abcdef abcdefg abcdefgh abcdefghi abcdefghij abcabc abc123 aaa aaaaaa
iloveyou iloveu loveyou lovely love lover loveme ilovegod iloveme mylove sweetheart sweetie honey honeybee
baby babygirl babyboy angel angels princess prince queen king kingdom goddess god jesus christ faith
dragon dragons monkey monkeys tiger tigers lion lions bear bears wolf wolves eagle eagles falcon hawk
shadow sunshine sunflower flower flowers rainbow starwars star stars superstar superman batman spiderman
ironman hulk wolverine pokemon pikachu naruto sasuke goku vegeta mario zelda minecraft fortnite roblox
football soccer baseball basketball hockey tennis golf cricket rugby boxing chelsea arsenal liverpool
manchester united barcelona realmadrid juventus yankees cowboys lakers steelers packers
master michael jennifer jessica ashley amanda daniel andrew joshua matthew anthony william charlie
thomas jordan hunter robert michelle nicole justin tigger buster harley ginger pepper maggie bailey
summer winter spring autumn august october november december january february march april june july
monday tuesday friday sunday weekend morning midnight
freedom liberty trustno1 trust whatever nothing something anything everything fuckyou fuckoff asshole
bitch killer hacker hacked cheese cookie cookies chocolate coffee banana apple orange lemon cherry
strawberry peanut butter butterfly pumpkin muffin cupcake candy sugar pepsi cocacola
computer internet google yahoo hotmail gmail facebook instagram twitter tiktok youtube netflix spotify
windows microsoft apple iphone samsung android linux ubuntu matrix hello123 mustang ferrari porsche
mercedes corvette camaro harley yamaha
london england britain scotland wales ireland america canada london1 paris berlin
family friends friend forever together mother father mummy mommy daddy sister brother
blink182 metallica slipknot nirvana eminem beatles
purple yellow green blue black white silver golden red pink
secret123 password1 password12 password123 password1234 passw0rd1
pearl pearls bubble bubbles bubbletea boba milktea tapioca teashop
shop store online orders order staff counter cashier barista
111111 1111111 11111111 000000 0000000 00000000 123123 123321 654321 666666 696969 777777 888888 999999
112233 121212 123654 131313 159753 987654321 1234 12345 123456 1234567 12345678 123456789 1234567890
0123456789 0987654321 147258369 123qwe qwe123 1qazxsw2 789456123 456789
`
  .split(/\s+/)
  .filter(Boolean);
