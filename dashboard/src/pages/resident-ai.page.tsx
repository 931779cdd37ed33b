import { ResidentAiManager } from '../features/resident-ai/resident-ai-manager.tsx';

/**
 * /resident-ai in the dashboard: the manager view. Residents reach the same path with
 * resident=true, which the server answers with the widget's residents' chat page instead.
 */
export function ResidentAiPage() {
  return <ResidentAiManager />;
}
