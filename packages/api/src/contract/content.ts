import { z } from 'zod';
import { defineCall } from './define.js';
import { businessDate, empty, language, timestamp } from './common.js';

export const runtimeInfo = defineCall({
  method: 'GET',
  path: '/api/public/runtime/info',
  auth: 'public',
  summary: 'Server time, business time zone and date, app version',
  request: empty,
  response: z.object({
    appVersion: z.string(),
    serverTime: timestamp,
    timeZone: z.string(),
    businessDate,
  }),
});

export const downloadUrl = defineCall({
  method: 'GET',
  path: '/api/public/download/url',
  auth: 'public',
  summary: 'Where the app can be downloaded (an operator setting; empty hides the link)',
  request: empty,
  response: z.object({ url: z.string() }),
});

export const openFund = defineCall({
  method: 'GET',
  path: '/api/public/open/fund',
  auth: 'public',
  summary: 'Whether the funds feature is open (the Funds tab follows it)',
  request: empty,
  response: z.object({ isOpen: z.boolean() }),
});

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: timestamp,
});
export type Notice = z.infer<typeof notice>;

export const noticeList = defineCall({
  method: 'POST',
  path: '/api/public/notice/list',
  auth: 'public',
  summary: 'Published notices, newest first, in the requested language (English when missing)',
  request: z.object({ language: language.default('en'), limit: z.number().int().min(1).max(50).default(10) }),
  response: z.object({ items: z.array(notice) }),
});

export const carouselImage = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: z.string(),
  /** A route of the app (SPEC §2) or an empty string. */
  linkPath: z.string(),
});
export type CarouselImage = z.infer<typeof carouselImage>;

export const carouselImages = defineCall({
  method: 'POST',
  path: '/api/public/carousel/images',
  auth: 'public',
  summary: 'Home carousel images in display order',
  request: z.object({ language: language.default('en') }),
  response: z.object({ items: z.array(carouselImage) }),
});
