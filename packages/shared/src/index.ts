export * from './constants.js';
export * from './messages.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/books.js';
export * from './schemas/reader.js';
export * from './schemas/reading.js';
export * from './schemas/social.js';
