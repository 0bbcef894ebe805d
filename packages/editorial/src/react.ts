// The React entry point, '@rental/editorial/react': the renderer of transformed editorial trees.
export {
  ACTION_EVENT,
  EditorialText,
  type EditorialTextProps,
  type RenderLabels,
  type RenderOptions,
  renderEditorial,
} from './render.tsx';
