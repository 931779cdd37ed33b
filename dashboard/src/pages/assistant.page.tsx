import { useParams } from 'react-router-dom';
import { AssistantWorkspace } from '../features/assistant/assistant-workspace.tsx';

/** /assistant and /assistant/{id}: the writing assistant, reopened on a saved run when an id is given. */
export function AssistantPage() {
  const { id } = useParams();
  // A new id (or none) starts a fresh workspace rather than mixing two runs' state.
  return <AssistantWorkspace key={id ?? 'new'} runId={id} />;
}
