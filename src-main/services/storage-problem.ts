// Why saved games cannot be kept, in words for the player: each storage failure code with the sentence the app shows
// where it would otherwise only say that saved games are unavailable.
import type { StorageProblem } from '@shared/contract';
import { StoreFailure } from '@main/store';

/** The player's sentence for a store that could not open (or failed), naming the cause and what to do. */
export function storageProblem(failure: unknown, dataDir: string): StorageProblem {
  const code = failure instanceof StoreFailure ? failure.code : 'io';
  const detail = failure instanceof Error ? failure.message : String(failure);
  switch (code) {
    case 'newer-schema':
      return { code, message: 'Your saved games were written by a newer version of Skirmish, which this one cannot read. Update Skirmish to play them; nothing has been changed.' };
    case 'unwritable':
      return { code, message: `Skirmish cannot write to its data folder ${dataDir}: it is read-only or belongs to another user. Games are not being saved until it can be written.` };
    case 'not-a-folder':
      return { code, message: `Skirmish keeps its data in ${dataDir}, but a file is in the way where that folder should be. Move the file elsewhere and restart Skirmish; games are not being saved meanwhile.` };
    case 'disk-full':
      return { code, message: `The disk that holds ${dataDir} is full, so games cannot be saved. Free some space, then restart Skirmish.` };
    case 'busy':
      return { code, message: 'Another program (perhaps a second Skirmish) is using your saved games. Close it and restart Skirmish; games are not being saved meanwhile.' };
    case 'native-module':
      return { code, message: 'Skirmish could not load its database module, so games are not being saved. Reinstalling Skirmish should fix this.' };
    case 'migration-failed':
      return { code, message: 'Updating your saved games to this version of Skirmish failed; they were left as they were, with a copy in the backups folder. Games are not being saved.' };
    case 'corrupt':
      return { code, message: 'Your saved games could not be read because the file is damaged, and it could not be set aside. Games are not being saved.' };
    default:
      return { code: 'io', message: `Your saved games could not be opened (${detail.slice(0, 200)}). Games are not being saved.` };
  }
}
