-- Who may do what is decided from these tables (the account, its organisation's role rules and subscriptions, the
-- terms of use and their acceptances). Every change to them is announced on the access_changes channel at commit,
-- whichever process or tool made it, so a backend that keeps its access decisions drops them (identity/access-cache.ts).
CREATE FUNCTION announce_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER accounts_access_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();
CREATE TRIGGER organizations_access_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();
CREATE TRIGGER role_rules_access_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_rules
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();
CREATE TRIGGER terms_of_use_access_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms_of_use
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();
CREATE TRIGGER terms_acceptances_access_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms_acceptances
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();
