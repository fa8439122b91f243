/**
 * What the report calls say beyond the spec's catalogue (`server.reports.*`, decision 025). Spec 2 §5's own texts
 * ('Report Name is mandatory', 'Report URL is mandatory') are kept exactly as specified.
 */
export const reportMessages = {
  reportNameMandatory: 'Report Name is mandatory',
  reportUrlMandatory: 'Report URL is mandatory',
  reportUrlInvalid: 'Enter a web address starting with https:// or http://',
  reportNameTaken: 'A report with this name already exists',
  categoryNameTaken: 'A category with this name already exists',
  categoryNameMandatory: 'Category Name is mandatory',
  notAvailable: 'This report is not available yet',
  periodCodes: 'Choose one of the periods YTD, L6M, L3M or LM',
  saved: 'Report saved successfully',
  deleted: 'Report deleted successfully',
  categorySaved: 'Category saved successfully',
  categoryDeleted: 'Category deleted successfully',
  permissionsSaved: 'Report permissions saved successfully',
  roleNameMandatory: 'Role Name is mandatory',
  roleNameTaken: 'This company already has a role with this name',
  roleSaved: 'Role saved successfully',
  roleDeleted: 'Role deleted successfully',
};
