// Builds every main-side service and the dispatcher the transports share.
import { createDispatcher, type Dispatcher, type Implementations } from './dispatcher';
import { EventBus } from './events';
import type { Logger } from './logger';
import { memorySettings, SettingsMainService, type SettingsPersistence } from './settings-main-service';
import { SystemMainService, type SystemContext } from './system-main-service';

export interface MainServicesOptions {
  host: SystemContext['host'];
  dataDir: string;
  log: Logger;
  now?: () => number;
  settings?: SettingsPersistence;
}

export interface MainServices {
  readonly impls: Implementations;
  readonly events: EventBus;
  readonly dispatcher: Dispatcher;
}

export function createMainServices(opts: MainServicesOptions): MainServices {
  const now = opts.now ?? Date.now;
  const events = new EventBus(opts.log);
  const impls: Implementations = {
    system: new SystemMainService({ host: opts.host, dataDir: opts.dataDir, startedAt: now(), now }),
    settings: new SettingsMainService(opts.settings ?? memorySettings(), events, opts.log),
  };
  return { impls, events, dispatcher: createDispatcher(impls, opts.log) };
}
