// electron-builder.yml checked by electron-builder's own loader and schema (packaging itself needs internet).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BINDING_FILE, NATIVE_DIR } from '../../../scripts/native-electron.mjs';
import { PACKAGED_NATIVE_DIR } from '@main/hosts/electron/native';

const root = path.resolve(import.meta.dirname, '../../..');
// app-builder-lib is electron-builder's own dependency: resolve it from there rather than relying on hoisting.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder/package.json'));
const { getConfig, validateConfiguration } = fromBuilder('app-builder-lib/out/util/config/config.js') as {
  getConfig(dir: string, configPath: string | null, fromOptions: null): Promise<Record<string, any>>;
  validateConfiguration(config: Record<string, any>, debug: unknown): Promise<void>;
};
const { DebugLogger } = createRequire(fromBuilder.resolve('app-builder-lib/package.json'))('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

describe('electron-builder.yml', async () => {
  const config = await getConfig(root, null, null);

  it('passes electron-builder\'s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('targets AppImage and deb, NSIS, dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('sets the fuses of the shipped build', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('unpacks native files and worker scripts, ships the Electron build where the app looks for it, and never rebuilds node_modules', () => {
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/*.node', 'out/main/workers/**', 'out/main/chunks/**']));
    expect(config.extraResources).toEqual([{ from: path.posix.join(NATIVE_DIR.split(path.sep).join('/'), BINDING_FILE), to: `${PACKAGED_NATIVE_DIR}/${BINDING_FILE}` }]);
    expect(config.npmRebuild).toBe(false);
  });

  it('uses the app icon, which exists at 512x512', () => {
    const png = readFileSync(path.join(root, 'resources/icon.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    expect(config.linux.icon).toBe('resources/icon.png');
  });
});
