// One Chromium for all the end-to-end files: started once as a Playwright browser server, its endpoint handed to the
// files (`inject('browserEndpoint')`), each of which opens its own pages on it. Saves a browser start per file.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './browser';

declare module 'vitest' {
  export interface ProvidedContext { browserEndpoint: string }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(launchOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return async () => { await server.close(); };
}
