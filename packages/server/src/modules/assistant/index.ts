// The assistant module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { loadKnowledgeSource } from './assistant.queries.ts';
export { knowledgeOf } from './knowledge-source.ts';
