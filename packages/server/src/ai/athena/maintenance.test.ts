import { describe, expect, it } from 'vitest';
import { builtInAssistant } from './built-in.ts';
import { turnInput } from './turn.fixtures.ts';
import type { TurnInput } from './turn.ts';

const LEASE = {
  'emergency maintenance phone number':
    'Your lease, section 12, says: "For emergencies call the 24-hour line at (555) 010-4477."',
  'how do I report repairs and maintenance requests':
    'Your lease, section 12, says: "Report repairs through the resident portal."',
} as Record<string, string>;

/** A resident's message in January, with a lease that has a repairs clause. */
function residentSays(message: string, month = 0) {
  return builtInAssistant.reply(residentInput(message, month));
}

function residentInput(message: string, month = 0): TurnInput {
  return turnInput(message, {
    now: new Date(Date.UTC(2027, month, 12, 17)),
    audience: 'resident',
    unitLabel: 'Unit 2',
    lookUp: (q) => (LEASE[q] ? { answer: LEASE[q] } : null),
  });
}

describe("a resident's repair report", () => {
  it.each([
    ['the kitchen sink is leaking', /shut-off valve/],
    ['water spraying from under the kitchen sink!!', /shut-off valve/],
    [
      "There's water coming out from under the water heater and spreading across the floor.",
      /shut-off valve/,
    ],
    ['i smell gas in the hallway', /leave the home now/],
    ['locked out!!', /safe and warm/],
    ['the heat is not working and its freezing', /heat is back/],
    [
      "we're stuck in elevator 2 between floors with my kid, nobody's answering",
      /alarm or call button/,
    ],
    ['toilet backed up and now theres sewage all over the bathroom floor', /shut-off valve/],
    ["keypad on my door is dead, i'm stuck outside after a 12 hr night shift", /safe and warm/],
    [
      'a branch punched a hole in the porch roof in the storm and rain is coming in',
      /shut-off valve|valuables/,
    ],
    [
      "There's a huge sheet of ice hanging off the roof over the front steps and chunks keep crashing down.",
      /area below it/,
    ],
  ])('is an emergency request with what to do now: %s', async (message, advice) => {
    const out = await residentSays(message);
    expect(out.attention).toEqual([
      { kind: 'MAINTENANCE_REQUEST', text: message, urgency: 'EMERGENCY' },
    ]);
    expect(out.text).toMatch(advice);
    expect(out.text).toContain('(555) 010-4477');
    expect(out.unanswered).toEqual([]);
  });

  it.each([
    'my window AC unit is still in, can staff take it out before it gets colder',
    'the radiator in the back bedroom bangs really loud every morning',
  ])('is routine when nothing says the heat is gone, even in winter: %s', async (message) => {
    const out = await residentSays(message);
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
  });

  it.each([
    "the bay window in my room doesn't latch all the way and it whistles when the wind picks up",
    'The railing along the ramp outside my door is getting wobbly.',
    'the drip line by my front steps is spraying like a fountain every morning when the timer kicks on. wasting a ton of water',
  ])('is routine when nothing named cannot wait: %s', async (message) => {
    const out = await residentSays(message);
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
    expect(out.text).not.toMatch(/locked out/);
  });

  it('is a routine request with the lease’s way to report repairs', async () => {
    const out = await residentSays('the dishwasher makes a weird grinding noise');
    expect(out.attention?.[0]).toMatchObject({ kind: 'MAINTENANCE_REQUEST', urgency: 'ROUTINE' });
    expect(out.text).toContain('resident portal');
    expect(out.text).not.toContain('(555) 010-4477');
  });

  it.each([
    'CO alarm is beeping nonstop near the stove',
    'no heat and no hot water since last night, radiators are ice cold',
    // Read 0.12 and 0.15: a severe hazard said is urgent whatever the reader's certainty.
    'the kitchen smells like gas after the maintenance guy worked on the stove',
    "there's a faint rotten egg smell in the hallway near the meter closet",
    // A home without power, not one light out.
    "power's out on our side only, the other half still has lights",
  ])('is urgent on less certainty when it names a hazard that cannot wait: %s', async (message) => {
    const out = await residentSays(message);
    expect(out.attention?.[0]?.urgency).toBe('EMERGENCY');
  });

  it('keeps a hazard said not to be there routine', async () => {
    const out = await residentSays(
      "one burner on the stove won't light, the other three are fine. no gas smell",
    );
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
  });

  it('keeps a repair the resident says can wait routine, unless it names a hazard', async () => {
    const out = await residentSays(
      'the murphy bed hinge is loose and squeaks when i fold it up. not urgent, whenever someone has time',
    );
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
    const gas = await residentSays('i smell gas in the kitchen, not sure if its urgent, no rush');
    expect(gas.attention?.[0]?.urgency).toBe('EMERGENCY');
  });

  it('keeps moisture in the air routine, and water let loose not', async () => {
    const damp = await residentSays(
      'dehumidifier died, windows are dripping with condensation every morning now',
    );
    expect(damp.attention?.[0]?.urgency).toBe('ROUTINE');
    const leak = await residentSays('water is pouring through the ceiling by the window, its damp');
    expect(leak.attention?.[0]?.urgency).toBe('EMERGENCY');
  });

  it('keeps a chirping detector routine', async () => {
    const out = await residentSays('the smoke detector chirps every minute, battery i think');
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
  });

  it('takes no heat in summer for a routine repair', async () => {
    const out = await residentSays('the heater is not working', 6);
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
  });
});

describe("a report read against the home's own facts", () => {
  const LINES = [
    { text: 'Rent is due on the 1st of each month.', source: 'Lease, section 3' },
    {
      text: 'Routine repairs are requested in the resident app and handled within three business days.',
      source: 'Lease, section 9',
    },
    {
      text: 'The main water shut-off is the red lever behind the access panel in the hall closet.',
      source: 'Lease, section 9',
    },
    {
      text: 'Emergencies are reported at any hour to the on-call line, (555) 013-2200.',
      source: 'Lease, section 9',
    },
    { text: 'The spare key is with Ada Brook, (555) 013-9911.', source: 'Lease, section 11' },
  ];

  async function says(message: string) {
    const input = residentInput(message);
    input.lookUp = Object.assign(() => null, { sentences: () => LINES });
    return builtInAssistant.reply(input);
  }

  it("quotes the home's own instruction for the hazard and its emergency line", async () => {
    const out = await says('water is pouring out from under the bathroom sink');
    expect(out.attention?.[0]?.urgency).toBe('EMERGENCY');
    expect(out.text).toContain('red lever behind the access panel');
    expect(out.text).toContain('(555) 013-2200');
    expect(out.text).not.toContain('Ada Brook');
    expect(out.text).not.toContain('013-9911');
  });

  it('gives a routine report the way to request repairs, and no emergency line', async () => {
    const out = await says('the bathroom fan rattles when it runs');
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
    expect(out.text).toContain('resident app');
    expect(out.text).not.toContain('013-2200');
  });

  it('is routine for a nuisance that only sounds alarming', async () => {
    const out = await says('the smoke detector in the hall keeps chirping every minute');
    expect(out.attention?.[0]?.urgency).toBe('ROUTINE');
  });
});
