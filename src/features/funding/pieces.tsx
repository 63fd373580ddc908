// Small shared pieces of the funding screens, from src/ui: StatusChip labels bank accounts,
// transfers and ACAT requests; Actions and Mark lay out modals and result screens.
export { StatusChip, type ChipTone } from '@/ui/StatusChip';
export { Actions, ResultMark as Mark } from '@/ui/Actions';
