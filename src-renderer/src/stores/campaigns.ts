import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CampaignView, NewCampaign } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { refusalOf, type Refusal } from './armies';

export type CampaignSummary = Pick<CampaignView, 'id' | 'name' | 'kind' | 'status' | 'updatedAt'>;

export const CAMPAIGN_KINDS: Record<CampaignView['kind'], { name: string; description: string }> = {
  'rush-ladder': { name: 'Rush ladder', description: 'World of Tanks: Rush against four AI commanders of rising difficulty; a win climbs a rung, a loss means playing it again.' },
  'ruckus-draft-tournament': { name: 'Ruckus Draft Tournament', description: 'You and three AI warlords: two first-round battles, then the Final and the game for third place.' },
  free: { name: 'Free series', description: 'Any games you like, gathered under one name with running standings.' },
};

export const useCampaignsStore = defineStore('campaigns', () => {
  /** Campaigns, most recent first. */
  const list = ref<CampaignSummary[]>([]);
  /** The campaign open on its page. */
  const current = ref<CampaignView | null>(null);
  /** The last refusal or failure, shown on the page. */
  const refusal = ref<Refusal | null>(null);
  /** Whether a call that creates something is under way (so a double click does not create twice). */
  const busy = ref(false);
  let client: ApiClient | null = null;

  function init(api: ApiClient): void {
    client = api;
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      busy.value = true;
      const result = await work();
      refusal.value = null;
      return result;
    } catch (e) {
      refusal.value = refusalOf(e);
      return null;
    } finally {
      busy.value = false;
    }
  }

  async function refresh(): Promise<void> {
    await guarded(async () => { list.value = await client!.api.campaign.list({}); });
  }

  async function create(input: NewCampaign): Promise<CampaignView | null> {
    const created = await guarded(() => client!.api.campaign.create(input));
    if (created) current.value = created;
    return created;
  }

  async function open(campaignId: string): Promise<void> {
    const found = await guarded(() => client!.api.campaign.get({ campaignId }));
    current.value = found;
  }

  /** Creates (or finds) the campaign's next match and answers its id, for the page to open it. */
  async function playNext(): Promise<string | null> {
    if (!current.value) return null;
    const id = current.value.id;
    const answer = await guarded(() => client!.api.campaign.playNext({ campaignId: id }));
    return answer?.matchId ?? null;
  }

  async function addMatch(matchId: string): Promise<void> {
    if (!current.value) return;
    const id = current.value.id;
    const updated = await guarded(() => client!.api.campaign.addMatch({ campaignId: id, matchId }));
    if (updated) current.value = updated;
  }

  async function remove(campaignId: string): Promise<boolean> {
    const done = await guarded(() => client!.api.campaign.delete({ campaignId }));
    if (done) {
      list.value = list.value.filter((c) => c.id !== campaignId);
      if (current.value?.id === campaignId) current.value = null;
    }
    return done !== null;
  }

  return { list, current, refusal, busy, init, refresh, create, open, playNext, addMatch, remove };
});
