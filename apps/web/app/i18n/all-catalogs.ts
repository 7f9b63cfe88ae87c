/**
 * Both catalogs at once, for the server (entry.server) and the tests: rendering there is
 * synchronous and may be in either language. The browser never imports this (ADR 0049).
 */
import { ar } from './ar.ts';
import { en } from './en.ts';
import { provideCatalogs } from './index.ts';

provideCatalogs({ ar, en });
