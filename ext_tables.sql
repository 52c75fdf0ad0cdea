#
# site_frontend: the records the map block and the CMS place source read.
#
# TYPO3 v13 creates the rest from the TCA (Configuration/TCA/tx_sitefrontend_*.php): uid, pid,
# tstamp, crdate, deleted, hidden, sorting, sys_language_uid, l10n_parent, l10n_diffsource from
# `ctrl`, and every column of an auto-created TCA type that is not declared here (changelog
# 13.0, Feature #101553). Declared here: every field the processors read (MapBlockProcessor,
# PlacesProcessor) and the map element relation, with types the Core would not choose itself:
# coordinates as DECIMAL(10,6) (about 0.1 m), the relation with an index, string lengths as the
# TCA's `max`. Tests/Unit/Configuration/TcaTest.php checks this file against the TCA.
#

#
# A map block's locations (CType sitefrontend_map): records on the element's page that name the
# element in `content` (setup.typoscript, tt_content.sitefrontend_map.dataProcessing.15).
#
CREATE TABLE tx_sitefrontend_location (
	content int(11) unsigned DEFAULT '0' NOT NULL,
	title varchar(255) DEFAULT '' NOT NULL,
	street varchar(255) DEFAULT '' NOT NULL,
	zip varchar(20) DEFAULT '' NOT NULL,
	city varchar(255) DEFAULT '' NOT NULL,
	latitude decimal(10,6) DEFAULT '0.000000' NOT NULL,
	longitude decimal(10,6) DEFAULT '0.000000' NOT NULL,
	info_window_content text,
	icon varchar(255) DEFAULT '' NOT NULL,
	open_by_click smallint(5) unsigned DEFAULT '1' NOT NULL,
	close_by_click smallint(5) unsigned DEFAULT '0' NOT NULL,
	opened smallint(5) unsigned DEFAULT '0' NOT NULL,
	place_id varchar(255) DEFAULT '' NOT NULL,
	categories varchar(255) DEFAULT '' NOT NULL,

	KEY content (content)
);

#
# The company's own places (#sf-places, PlacesProcessor): records anywhere in the site's page
# tree, usually a folder (setup.typoscript, page.headerData.310.dataProcessing.30).
#
CREATE TABLE tx_sitefrontend_place (
	slug varchar(255) DEFAULT '' NOT NULL,
	title varchar(255) DEFAULT '' NOT NULL,
	latitude decimal(10,6) DEFAULT '0.000000' NOT NULL,
	longitude decimal(10,6) DEFAULT '0.000000' NOT NULL,
	street varchar(255) DEFAULT '' NOT NULL,
	house_number varchar(20) DEFAULT '' NOT NULL,
	zip varchar(20) DEFAULT '' NOT NULL,
	city varchar(255) DEFAULT '' NOT NULL,
	country varchar(2) DEFAULT '' NOT NULL,
	phone varchar(64) DEFAULT '' NOT NULL,
	phone_international varchar(64) DEFAULT '' NOT NULL,
	primary_type varchar(255) DEFAULT '' NOT NULL,
	primary_type_label varchar(255) DEFAULT '' NOT NULL,
	types varchar(1024) DEFAULT '' NOT NULL,
	website varchar(1024) DEFAULT '' NOT NULL,
	summary text,
	opening_hours text,
	photos int(11) unsigned DEFAULT '0' NOT NULL,

	KEY slug (slug)
);
