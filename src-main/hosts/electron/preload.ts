// Preload (bundled into one CommonJS file, runs sandboxed): exposes the typed bridge and nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '@shared/contract';
import { buildBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, buildBridge(ipcRenderer));
