/** The job that gives Resident AI's turn (modules/assistant/resident.task.ts runs it). */
export const RESIDENT_REPLY_TASK = 'resident.reply';
