import { z } from 'zod';
import { TIME_DISPLAYS } from './zoned-time.js';

/**
 * The time display choice on the wire. Apart from zoned-time.ts, whose formatter every page runs
 * in the web's entry chunk: zod there would add ~20 KB gzip to every page's first load.
 */
export const ZTimeDisplay = z.enum(TIME_DISPLAYS);
