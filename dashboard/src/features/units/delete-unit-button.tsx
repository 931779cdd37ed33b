import { Button } from '@mantine/core';
import { deleteUnit } from '@porchlight/client';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { propertiesChanged } from '../../queries/keys.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export const DELETE_UNIT_ERROR = 'Error deleting unit. Please try again.';

export interface DeleteUnitButtonProps {
  propertyId: string;
  unitId: string;
}

/** Delete unit: the browser's confirmation, then back to the property. */
export function DeleteUnitButton({ propertyId, unitId }: DeleteUnitButtonProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!window.confirm('Delete this unit? Its chat link stops working.')) return;
    setDeleting(true);
    const result = await deleteUnit({ params: { id: unitId } });
    setDeleting(false);
    if (result.status === 200) {
      notifySuccess('Unit deleted');
      void propertiesChanged();
      navigate(`/properties/${propertyId}`);
    } else {
      showApiError(result, DELETE_UNIT_ERROR);
    }
  };
  return (
    <Button color="red" variant="outline" onClick={remove} loading={deleting}>
      Delete Unit
    </Button>
  );
}
