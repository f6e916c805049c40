import { afterAll } from 'vitest';
import { closeOpenContexts } from './helper.js';

// Runs before every integration test file: its contexts are closed after its last test.
afterAll(closeOpenContexts);
