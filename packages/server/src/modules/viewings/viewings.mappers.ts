import type { Viewing } from '@porchlight/contract';
import { unitLabel } from '@porchlight/domain';
import type { AgendaRow } from './viewings.queries.ts';

/** An agenda row as the contract's Viewing; a property without its own zone uses `defaultZone`. */
export function toViewing(row: AgendaRow, defaultZone: string): Viewing {
  return {
    id: row.viewing.id,
    startsAt: row.viewing.startsAt.toISOString(),
    endsAt: row.viewing.endsAt.toISOString(),
    timeZone: row.property.timeZone ?? defaultZone,
    property: { id: row.property.id, address: row.property.address, name: row.property.name },
    unit: row.unit ? { id: row.unit.id, label: `Unit ${unitLabel(row.unit)}` } : null,
    leasingAgent: row.agent
      ? { id: row.agent.id, name: `${row.agent.firstName} ${row.agent.lastName}`.trim() }
      : null,
    confirmedAt: row.viewing.confirmedAt?.toISOString() ?? null,
    outcome: (row.viewing.outcome as Viewing['outcome']) ?? null,
    openHouse: row.viewing.openHouseId !== null,
    lead: {
      id: row.lead.id,
      name: [row.lead.firstName, row.lead.lastName].filter(Boolean).join(' ') || null,
      email: row.email,
      phone: row.lead.phone,
      status: row.lead.status as Viewing['lead']['status'],
      moveInDate: row.lead.moveInDate,
      monthlyIncome: row.lead.monthlyIncome,
      totalResidents: row.lead.totalResidents,
      pets: row.lead.pets,
      smoking: row.lead.smoking,
    },
  };
}
