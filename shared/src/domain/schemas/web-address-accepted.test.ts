// What members ordinarily write is never taken for a web address: a false refusal fails a member as
// surely as a bypass fails them all. Real book titles and authors (the Open Library records of the
// local stack, and real editions with dots) in the six languages, display names of the communities
// Bookwish serves, and thank-you sentences typed without a space after the full stop.

import { LinkifyIt } from 'linkify-it';
import { find } from 'linkifyjs';
import { describe, expect, it } from 'vitest';
import { TOP_LEVEL_DOMAINS } from './iana-tlds.ts';
import { hasWebAddress, neutralisedForEmail } from './web-address.ts';

/** Titles and authors of the Open Library records the local stack serves (open-library-fixtures.ts). */
const openLibrary = [
  'Dune',
  'The Hobbit',
  'or There and Back Again',
  '1984',
  'To Kill a Mockingbird',
  'The Great Gatsby',
  'Pride and Prejudice',
  'The Catcher in the Rye',
  'The Very Hungry Caterpillar',
  'Where the Wild Things Are',
  'Goodnight Moon',
  'The Little Prince',
  'Sapiens',
  'A Brief History of Humankind',
  'A Brief History of Time',
  'The Alchemist',
  'Educated',
  'Becoming',
  'The Hunger Games',
  'Anne of Green Gables',
  'Life of Pi',
  'Thinking, Fast and Slow',
  'One Hundred Years of Solitude',
  'Fahrenheit 451',
  'Green Eggs and Ham',
  'Introduction to Algorithms',
  'Calculus',
  'Early Transcendentals',
  'Clean Code',
  'A Handbook of Agile Software Craftsmanship',
  'The Pragmatic Programmer',
  'Design Patterns',
  'Elements of Reusable Object-Oriented Software',
  'The Diary of a Young Girl',
  'The Oxford Book of English Verse',
  'War and Peace',
  'J.R.R. Tolkien',
  'Dr. Seuss',
  'E. B. White',
  'F. Scott Fitzgerald',
  'J. D. Salinger',
  'J. K. Rowling',
  'L. M. Montgomery',
  'R. J. Palacio',
  'Robert C. Martin',
  'Thomas H. Cormen',
  'William Strunk Jr.',
  'Antoine de Saint-Exupéry',
  'Charlotte Brontë',
  'Gabriel García Márquez',
];

/** Real editions whose titles or authors have dots in them. */
const dotted = [
  'Socket.IO Cookbook',
  'Socket.IO Real-time Web Application Development',
  'ML.NET Revealed',
  'Reactive Applications with Akka.NET',
  'Akka.NET',
  'Eat.Pray.Love',
  'Amazon.com: Get Big Fast',
  'Node.js Design Patterns',
  'Ember.js in Action',
  'D3.js in Action',
  'Vue.js 3 Cookbook',
  'Pro ASP.NET Core 6',
  'ASP.NET Core in Action',
  'C# 12 and .NET 8 – Modern Cross-Platform Development',
  'Pro .NET Memory Management',
  'Dot.con: The Greatest Story Ever Sold',
  'Web 2.0: A Strategy Guide',
  "Mr. Popper's Penguins",
  'Mrs. Dalloway',
  'Mr.Men and Little Miss',
  'Strange Case of Dr Jekyll and Mr Hyde',
  "The No. 1 Ladies' Detective Agency",
  'P.S. I Love You',
  'A.I. Superpowers',
  'U.S.A. Trilogy',
  'R.U.R.',
  'M.C. Escher: The Graphic Work',
  'e.e. cummings: Complete Poems, 1904-1962',
  'Naruto, Vol. 1',
  'One Piece, Vol.1',
  'Ms. Marvel Vol. 1: No Normal',
  'Harry Potter and the Order of the Phoenix vol.ii',
  "Mr. Penumbra's 24-Hour Bookstore",
  "St. Lucy's Home for Girls Raised by Wolves",
  '2001: A Space Odyssey',
  'Catch-22',
  'The B.F.G.',
  'H.M.S. Pinafore',
  'C.S. Lewis',
  'J.Black',
  'bell hooks',
  'Ta-Nehisi Coates',
];

const french = [
  'L’Étranger',
  'Le Petit Prince',
  'Les Misérables',
  'À la recherche du temps perdu',
  'Madame Bovary',
  'Le Comte de Monte-Cristo',
  'Vingt mille lieues sous les mers',
  'Les Fleurs du mal',
  "Candide, ou l'Optimisme",
  'La Peste',
  'Bonjour tristesse',
  'Notre-Dame de Paris',
  'Maria Chapdelaine',
  'Kamouraska',
  'Les Belles-sœurs',
  "Bonheur d'occasion",
  'Ru',
  'Monsieur Ibrahim et les fleurs du Coran',
  'Les Aventures de Tintin, T.5 : Le Lotus bleu',
  'Astérix le Gaulois, t. 1',
  "L'Étranger, éd. Gallimard",
  'S.O.S. Bonheur',
  'Dr Jekyll et M. Hyde',
  'Réparer les vivants',
];

const traditionalChinese = [
  '紅樓夢',
  '三國演義',
  '水滸傳',
  '西遊記',
  '射鵰英雄傳',
  '天龍八部',
  '笑傲江湖',
  '小王子',
  '哈利波特：神秘的魔法石',
  '挪威的森林',
  '百年孤寂',
  '傾城之戀',
  '台北人',
  '三體',
  '安娜·卡列尼娜',
  '三體。中國',
  'Node.js設計模式',
];

const simplifiedChinese = [
  '红楼梦',
  '三国演义',
  '活着',
  '围城',
  '三体',
  '三体Ⅱ：黑暗森林',
  '平凡的世界',
  '白鹿原',
  '边城',
  '骆驼祥子',
  '解忧杂货店',
  '追风筝的人',
  '哈利·波特与魔法石',
  '列夫·托尔斯泰',
  '三体。中国',
  'Python编程：从入门到实践',
  'JavaScript高级程序设计',
  'Vue.js设计与实现',
  '深入理解Java虚拟机',
];

const persian = [
  'بوف کور',
  'شازده کوچولو',
  'کلیدر',
  'سووشون',
  'شاهنامه',
  'دیوان حافظ',
  'گلستان سعدی',
  'مثنوی معنوی',
  'رباعیات خیام',
  'کیمیاگر',
  'صد سال تنهایی',
  'جای خالی سلوچ',
  'چشم‌هایش',
  'سمفونی مردگان',
  'کلیله و دمنه',
  'دایی جان ناپلئون',
  'شاهنامه، ج.۱',
  'هری پاتر و سنگ جادو',
];

const punjabi = [
  'ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ',
  'ਪਿੰਜਰ',
  'ਮੜ੍ਹੀ ਦਾ ਦੀਵਾ',
  'ਅੱਧ ਚਾਨਣੀ ਰਾਤ',
  'ਲੂਣਾ',
  'ਪਰਸਾ',
  'ਕੋਠੇ ਖੜਕ ਸਿੰਘ',
  'ਚਿੱਟਾ ਲਹੂ',
  'ਪਵਿੱਤਰ ਪਾਪੀ',
  'ਹੀਰ ਵਾਰਿਸ',
  'ਏਹੁ ਹਮਾਰਾ ਜੀਵਣਾ',
  'ਅੰਮ੍ਰਿਤਾ ਪ੍ਰੀਤਮ',
  'ਭਾਗ 1.ਪਿੰਜਰ',
  'ਪੰਜਾਬ.ਭਾਰਤ',
];

const titles = [
  ...openLibrary,
  ...dotted,
  ...french,
  ...traditionalChinese,
  ...simplifiedChinese,
  ...persian,
  ...punjabi,
];

/** Display names as members of Greater Vancouver's communities write them. */
const names = [
  'Anna.Kim',
  'Wei.Wang',
  'Amy.Li',
  'Linh.Ngo',
  'Kevin.Ma',
  'Sarah.Green',
  'Ji-Hoon.Kim',
  'Jessica.Chen',
  'David.Lee',
  'Harpreet.Sandhu',
  'Gurpreet.Gill',
  'Simran.Kaur',
  'Priya.Sharma',
  'Reza.Ahmadi',
  'Sara.Hosseini',
  'Tran.Nguyen',
  'Lan.Pham',
  'Yuki.Tanaka',
  'Xiao.Zhang',
  'Lei.Liu',
  'Emily.Brown',
  'Olivia.Martin',
  'Chloé.Tremblay',
  'Élise.Gagnon',
  'Zoë.Roy',
  'Renée.Côté',
  'Lucy.Love',
  'Ray.Black',
  'Grace.Ho',
  'Mei.Lin',
  'J.R.R. Tolkien',
  'J.K.',
  'M.J. Wong',
  'A.B. Singh',
  'T.J. Park',
  'Dr. Anjali Mehta',
  'Sr. María José',
  'Nguyễn Thị Lan',
  'Lê Văn Minh',
  'Kim Ji-woo',
  'Park Seo-yeon',
  'José García',
  'François Lévesque',
  "Siobhan O'Neill",
  'Amy Li',
  'Wei Wang',
  '王伟',
  '李娜',
  '陳美玲',
  '張家豪',
  '林志明',
  '王.伟',
  'ਹਰਪ੍ਰੀਤ ਕੌਰ',
  'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  'ਜਸਵੀਰ ਸੰਧੂ',
  'سارا حسینی',
  'رضا احمدی',
  'مریم رحیمی',
  'علی.کریمی',
  'Mary-Kate O.',
];

/** Thank-you notes as they are typed on a phone: the space after a full stop, or a comma, left out. */
const thankYous = [
  'It arrived today.Love it',
  'Thanks!See you',
  'Thank you so much.My daughter loves it',
  'Got it yesterday.Perfect condition',
  'Received.Thanks a lot',
  'Amazing book.Highly recommend',
  'So kind of you.Bless you',
  'Arrived safely.Much love',
  'Wonderful.Thank you again',
  'Perfect gift.My son is reading it now',
  'Best day ever.Thank you',
  'My kids loved it.Thanks',
  'We read it together tonight.Family time',
  'It came on Monday.Fun read',
  'Thank you.Love it',
  'Arrived today.Best gift ever',
  'So happy.Life is good',
  'Great read.Fun for the whole family',
  'Got it.Top condition',
  'Thank you so much.Kids are thrilled',
  'Thanks.Today was great',
  'Thank you.Art for the soul',
  'Loved it.Gift for my mom',
  'Received.Book club next week',
  'Thanks again,Anna',
  'Great condition,thank you',
  'Loved it!!!Thank you',
  '10/10.Would recommend',
  'Got 2 books.Love them',
  'Thank you!!Happy holidays',
  'it came today.thanks so much',
  'Loved the chapter on the dot com bubble',
  'A polka dot bookmark came with it, thank you',
  'It arrived right on the dot at noon',
  'Merci, un bon point pour la lecture',
  '收到了，3点到的，谢谢',
  'Merci beaucoup.Je l’adore',
  'Merci!C’est parfait',
  'Un grand merci.Bonne lecture',
  '太感谢了。我很喜欢',
  '收到了.谢谢!',
  '謝謝你。書籍狀況很好',
  '谢谢.健康快乐',
  'کتاب رسید.همراه با نامه‌ای زیبا بود',
  'خیلی ممنون.بازار کتاب اینجا گران است',
  'ممنونم.ایران و کانادا دوستت دارند',
  'ਬਹੁਤ ਧੰਨਵਾਦ.ਕਿਤਾਬ ਮਿਲ ਗਈ',
  'ਧੰਨਵਾਦ.ਭਾਰਤ ਤੋਂ ਪਿਆਰ',
];

/** What a linkifier makes of an email's text: linkify-it with the root zone, and linkifyjs. */
const linkifyIt = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds([
  ...TOP_LEVEL_DOMAINS,
]);
const linksIn = (text: string) => [
  ...(linkifyIt.match(text) ?? []).map((m) => m.raw),
  ...find(text).map((m) => m.value),
];

describe('ordinary text is not a web address', () => {
  it('is tested on enough real text', () => {
    expect(titles.length).toBeGreaterThanOrEqual(150);
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(thankYous.length).toBeGreaterThanOrEqual(40);
  });

  it.each(titles)('a book title or author is accepted: %s', (title) => {
    expect(hasWebAddress(title, 'title')).toBe(false);
  });

  it.each(names)('a display name is accepted: %s', (name) => {
    expect(hasWebAddress(name, 'name')).toBe(false);
  });

  it.each(thankYous)('a thank-you note is accepted: %s', (note) => {
    expect(hasWebAddress(note, 'message')).toBe(false);
  });

  it.each([...titles, ...names])('reaches an email as text no client links: %s', (text) => {
    expect(linksIn(neutralisedForEmail(text))).toEqual([]);
  });

  it.each(['J.R.R. Tolkien', '紅樓夢', 'بوف کور', 'ਪਿੰਜਰ', 'Node.js Design Patterns', 'Mrs. Dalloway'])(
    'reaches an email as written when nothing in it is a link: %s',
    (text) => {
      expect(neutralisedForEmail(text)).toBe(text);
    },
  );

  it('reaches an email with the dot a client would link written as a middle dot', () => {
    expect(neutralisedForEmail('Anna.Kim')).toBe('Anna·Kim');
    expect(neutralisedForEmail('Amazon.com: Get Big Fast')).toBe('Amazon·com: Get Big Fast');
  });
});
