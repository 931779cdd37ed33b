import { Button } from '@mantine/core';
import { deleteProperty } from '@porchlight/client';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { propertiesChanged } from '../../queries/keys.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export const DELETE_PROPERTY_ERROR = 'Error deleting property. Please try again.';

export interface DeletePropertyButtonProps {
  propertyId: string;
}

/** Delete Property: the browser's confirmation, then back to /properties. */
export function DeletePropertyButton({ propertyId }: DeletePropertyButtonProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!window.confirm('Delete this property with all its units? This cannot be undone.')) return;
    setDeleting(true);
    const result = await deleteProperty({ params: { id: propertyId } });
    setDeleting(false);
    if (result.status === 200) {
      notifySuccess('Property deleted');
      void propertiesChanged();
      navigate('/properties');
    } else {
      showApiError(result, DELETE_PROPERTY_ERROR);
    }
  };
  return (
    <Button color="red" variant="outline" onClick={remove} loading={deleting}>
      Delete Property
    </Button>
  );
}
