import { describe, expect, it } from 'vitest';
import type { PorchlightEvents, PorchlightOptions } from '../../porchlight';
import type { ChatEvents } from '../app/mount-api.ts';
import type { WidgetOptions } from './options.ts';

/** true only when A and B are the same type (checked by `npm run typecheck`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('porchlight.d.ts, the types served to embedding sites', () => {
  it('names exactly the options and events the widget takes and sends', () => {
    const options: Same<Required<PorchlightOptions>, Required<WidgetOptions>> = true;
    const events: Same<PorchlightEvents, ChatEvents> = true;
    expect([options, events]).toEqual([true, true]);
  });
});
