export const FUN_FACTS = [
  'Couples who try new things together report feeling closer afterwards.',
  'The first known restaurant reservation book dates back to 18th-century Paris.',
  'Laughing together is one of the strongest signs of a good first date.',
  'A short walk after dinner helps conversation flow: side by side feels easier than face to face.',
  'Sunset is the most popular time for proposals around the world.',
  'Sharing dessert makes a meal feel twice as memorable, or so every pastry chef will tell you.',
];

export const WITTY_LINES = [
  'Consulting the stars, and the opening hours.',
  'Finding a table with good lighting. You are welcome.',
  'Making sure nobody has to decide where to eat.',
  'Adding a pinch of romance and a dash of spontaneity.',
  'Checking that the walk is charming, not exhausting.',
  'Saving room for dessert.',
];

export const ROTATION_MS = 12_000;
