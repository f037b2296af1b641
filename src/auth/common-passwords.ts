/**
 * Passwords that appear at the top of every leaked-password list and that the letters-and-digits
 * rule lets through. Compared in lower case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p4ssw0rd', 'pa55word', 'pass1234',
  'abc12345', 'abcd1234', 'abc123456', 'a1b2c3d4', 'qwerty123', 'qwerty12', 'qwerty1234', 'qwertyuiop1', 'q1w2e3r4', '1q2w3e4r',
  '1qaz2wsx', 'zaq12wsx', 'asdf1234', 'asdfgh123', 'zxcvbnm1', 'iloveyou1', 'iloveyou2', 'welcome1', 'welcome123', 'letmein1',
  'letmein123', 'monkey123', 'dragon123', 'master123', 'football1', 'baseball1', 'superman1', 'batman123', 'trustno1',
  'sunshine1', 'princess1', 'shadow123', 'michael1', 'jennifer1', 'charlie1', 'freedom1', 'whatever1', 'computer1',
  'starwars1', 'pokemon123', 'minecraft1', 'liverpool1', 'chelsea1', 'arsenal1', 'admin123', 'admin1234', 'administrator1',
  'root1234', 'test1234', 'test12345', 'testing123', 'changeme1', 'secret123', 'default1', 'login123', 'user1234',
  'hello123', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'spring2025', 'autumn2025', 'keyshop1', 'keyshop123',
  'gamer123', 'gaming123', 'steam123', 'playstation1', 'xbox360', 'xbox1234', 'nintendo1', 'fortnite1', 'roblox123',
  'password2', 'password01', 'password99', 'mypassword1', 'newpassword1', 'temp1234', 'guest123', 'abc123abc', 'aa123456',
  'a123456789', 'qwe123456', '123456abc', '123456qwerty', '12345abc', '123abc123', 'abcdef123', '11111111a', 'a11111111',
]);
