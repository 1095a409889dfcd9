/** Before each component test file: what one test drew is taken away before the next (Testing Library). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
