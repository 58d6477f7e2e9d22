/**
 * Everyday names for the USDA foods a carnivore eats most, keyed by NDB number. USDA's wording
 * ("Beef, variety meats and by-products, liver") defeats plain search; these names are indexed
 * with a boost so "beef liver" finds liver first, and a query that is exactly one of a food's
 * names multiplies its score (food-index.ts).
 *
 * Names are lower-case plain ASCII, one to four words, with "/" only in lean/fat ratios ("80/20").
 * A bare name ("ribeye", "chicken thigh") belongs first to the form a person usually means: raw
 * for meat bought and weighed raw, cooked where it is eaten and weighed cooked (bacon, sausage,
 * pot roast, crab, lobster). At most three more entries share it, its common cooked forms, and
 * they repeat its words less so the first still ranks first. Cooking words ("grilled ribeye",
 * "baked chicken thighs") lead to the cooked entries alongside USDA's own wording. Cuts are USDA
 * choice, separable lean and fat (fat cap included), unless the comment says otherwise.
 * Each comment is the entry's FOOD_DES Long_Desc (SR28): after the entry, or on the line above it
 * when the line would pass 140 columns.
 */
export const FOOD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Beef: steaks
  // Beef, rib eye steak/roast, boneless, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "23202": ["ribeye", "rib eye", "ribeye steak", "rib eye steak", "raw ribeye", "ribeye raw", "boneless ribeye", "ribeye roast", "steak"],
  // Beef, rib eye steak, boneless, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, cooked, grilled
  "23195": ["ribeye", "grilled ribeye", "cooked ribeye", "grilled steak", "steak"],
  // Beef, rib eye steak/roast, bone-in, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "23193": ["rib steak", "bone in ribeye", "bone in rib eye", "cowboy steak", "tomahawk steak", "tomahawk"],
  // Beef, rib eye steak, bone-in, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, cooked, grilled
  "23186": ["rib steak", "grilled rib steak", "rib steak grilled", "grilled bone in ribeye", "grilled tomahawk", "grilled cowboy steak"],
  // Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
  "13829": ["prime rib", "rib roast", "standing rib roast", "roasted prime rib", "prime rib roasted", "roast prime rib"],
  // Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13827": ["prime rib", "raw prime rib", "prime rib raw", "rib roast raw"],
  // Beef, loin, top loin steak, boneless, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "23395": ["strip steak", "ny strip", "new york strip", "ny strip steak", "strip loin", "striploin", "strip steak raw"],
  // Beef, loin, top loin steak, boneless, lip-on, separable lean and fat, trimmed to 1/8" fat, choice, cooked, grilled
  "23389": ["strip steak", "ny strip", "grilled strip steak", "grilled ny strip", "cooked strip steak"],
  // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13931": ["sirloin", "top sirloin", "sirloin steak", "top sirloin steak", "raw sirloin", "sirloin raw"],
  // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled
  "13932": ["sirloin", "grilled sirloin", "cooked sirloin", "broiled sirloin"],
  // Beef, loin, top sirloin cap steak, boneless, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "23282": ["picanha", "sirloin cap", "top sirloin cap", "coulotte", "rump cap"],
  // Beef, loin, tenderloin steak, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23343": ["filet mignon", "filet", "tenderloin", "beef tenderloin", "tenderloin steak", "raw filet mignon", "filet mignon raw"],
  // Beef, loin, tenderloin steak, boneless, separable lean and fat, trimmed to 0" fat, choice, cooked, grilled
  "13440": ["filet mignon", "grilled filet mignon", "cooked filet mignon", "grilled tenderloin"],
  // Beef, loin, tenderloin roast, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23337": ["tenderloin roast", "beef tenderloin roast", "whole tenderloin", "chateaubriand"],
  // Beef, short loin, t-bone steak, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13907": ["t bone", "tbone", "t bone steak", "tbone steak", "raw t bone", "t bone raw"],
  // Beef, short loin, t-bone steak, separable lean and fat, trimmed to 1/8" fat, choice, cooked, grilled
  "13908": ["t bone", "grilled t bone", "cooked t bone", "grilled tbone"],
  // Beef, short loin, porterhouse steak, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13905": ["porterhouse", "porterhouse steak", "raw porterhouse", "porterhouse raw"],
  // Beef, short loin, porterhouse steak, separable lean and fat, trimmed to 1/8" fat, choice, cooked, grilled
  "13906": ["porterhouse", "grilled porterhouse", "cooked porterhouse"],
  // Beef, flank, steak, separable lean and fat, trimmed to 0" fat, choice, raw
  "13065": ["flank steak", "flank", "beef flank", "raw flank steak", "flank steak raw"],
  // Beef, flank, steak, separable lean and fat, trimmed to 0" fat, choice, cooked, broiled
  "13067": ["flank steak", "grilled flank steak", "broiled flank steak"],
  // Beef, plate steak, boneless, outside skirt, separable lean and fat, trimmed to 0" fat, choice, raw
  "23225": ["skirt steak", "skirt", "outside skirt", "outside skirt steak"],
  // Beef, plate steak, boneless, outside skirt, separable lean and fat, trimmed to 0" fat, choice, cooked, grilled
  "23222": ["skirt steak", "grilled skirt steak", "skirt steak grilled", "cooked skirt steak"],
  // Beef, chuck, shoulder clod, top blade, steak, separable lean and fat, trimmed to 0" fat, choice, raw
  "23041": ["flat iron steak", "flat iron", "top blade steak", "raw flat iron steak", "flat iron raw"],
  // Beef, chuck, shoulder clod, top blade, steak, separable lean and fat, trimmed to 0" fat, choice, cooked, grilled
  "23042": ["flat iron steak", "grilled flat iron", "grilled flat iron steak"],
  // Beef, chuck, under blade center steak, boneless, Denver Cut, separable lean and fat, trimmed to 0" fat, choice, raw
  "23109": ["denver steak", "denver cut"],
  // Beef, chuck eye steak, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23144": ["chuck eye steak", "chuck eye", "poor mans ribeye"],
  // Beef, round, top round steak, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23325": ["top round", "top round steak", "round steak"],
  // Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled
  "13896": ["london broil", "grilled london broil", "broiled london broil", "broiled top round"],

  // Beef: roasts, ribs and stew cuts
  // Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13811": ["chuck roast", "beef chuck", "arm roast", "chuck arm roast", "raw chuck roast"],
  // Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, choice, cooked, braised
  "13812": ["pot roast", "chuck roast", "beef pot roast", "braised chuck roast", "chuck roast braised", "cooked chuck roast"],
  // Beef, chuck, under blade pot roast or steak, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23103": ["chuck steak", "boneless chuck roast", "under blade steak"],
  // Beef, chuck for stew, separable lean and fat, choice, raw
  "23095": ["stew meat", "beef stew meat", "stewing beef", "beef cubes", "beef for stew"],
  "13147": ["short ribs", "short rib", "beef short ribs", "shortribs"], // Beef, rib, shortribs, separable lean and fat, choice, raw
  // Beef, rib, shortribs, separable lean and fat, choice, cooked, braised
  "13148": ["short ribs", "beef short ribs", "braised short ribs", "short ribs braised", "cooked short ribs", "smoked short ribs"],
  // Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23129": ["boneless short ribs", "boneless short rib", "chuck short ribs"],
  // Beef, rib, back ribs, bone-in, separable lean and fat, trimmed to 0" fat, choice, raw
  "23237": ["beef ribs", "beef back ribs", "back ribs", "raw beef ribs", "beef ribs raw"],
  // Beef, rib, back ribs, bone-in, separable lean and fat, trimmed to 0" fat, choice, cooked, braised
  "23234": ["beef ribs", "smoked beef ribs", "braised beef ribs", "bbq beef ribs"],
  // Beef, brisket, whole, separable lean and fat, trimmed to 1/8" fat, all grades, raw
  "13803": ["brisket", "beef brisket", "whole brisket", "raw brisket", "brisket raw", "packer brisket"],
  // Beef, brisket, whole, separable lean and fat, trimmed to 1/8" fat, all grades, cooked, braised
  "13804": ["brisket", "smoked brisket", "braised brisket", "bbq brisket"],
  "23658": ["brisket flat", "flat cut brisket"], // Beef, brisket, flat half, separable lean and fat, trimmed to 1/8" fat, choice, raw
  // Beef, brisket, point half, separable lean and fat, trimmed to 1/8" fat, all grades, raw
  "13807": ["brisket point", "point cut brisket"],
  // Beef, bottom sirloin, tri-tip roast, separable lean and fat, trimmed to 0" fat, choice, raw
  "13956": ["tri tip", "tritip", "tri tip roast", "raw tri tip", "tri tip raw"],
  // Beef, bottom sirloin, tri-tip roast, separable lean and fat, trimmed to 0" fat, choice, cooked, roasted
  "13955": ["tri tip", "roasted tri tip", "grilled tri tip", "smoked tri tip"],
  // Beef, round, eye of round roast, boneless, separable lean and fat, trimmed to 0" fat, choice, raw
  "23331": ["eye of round", "eye of round roast", "eye round"],
  // Beef, round, eye of round roast, boneless, separable lean and fat, trimmed to 0" fat, choice, cooked, roasted
  "13416": ["eye of round roasted", "roasted eye of round", "homemade roast beef"],
  // Beef, shank crosscuts, separable lean only, trimmed to 1/4" fat, choice, raw
  "13227": ["beef shank", "shank", "beef shin", "shin beef"],
  // Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "13797": ["beef", "raw beef", "beef raw"],
  // Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, choice, cooked
  "13798": ["beef", "cooked beef", "beef cooked"],
  // Beef, Australian, imported, Wagyu, rib, small end rib steak/roast, boneless, separable lean and fat, Aust. marble score 4/5, raw
  "23321": ["wagyu", "wagyu ribeye", "wagyu steak"],

  // Beef: ground, by lean/fat ratio (raw, browned crumbles, patties)
  // Beef, ground, 80% lean meat / 20% fat, raw
  "23572": ["ground beef", "hamburger", "80/20", "80/20 ground beef", "ground beef 80/20", "ground chuck", "hamburger meat", "beef mince"],
  // Beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan-browned
  "23575": ["ground beef", "80/20", "cooked ground beef", "ground beef cooked", "browned ground beef", "ground beef crumbles"],
  // Beef, ground, 80% lean meat / 20% fat, patty, cooked, broiled
  "23573": ["hamburger", "burger", "hamburger patty", "burger patty", "beef patty", "grilled burger", "bunless burger", "80/20 patty"],
  // Beef, ground, 80% lean meat / 20% fat, patty, cooked, pan-broiled
  "23574": ["burger", "pan fried burger", "pan fried hamburger", "skillet burger", "smash burger", "80/20 patty pan fried"],
  "23567": ["85/15", "85/15 ground beef", "ground beef 85/15", "ground round"], // Beef, ground, 85% lean meat / 15% fat, raw
  // Beef, ground, 85% lean meat / 15% fat, crumbles, cooked, pan-browned
  "23570": ["85/15", "85/15 cooked", "85/15 ground beef cooked", "cooked 85/15 ground beef"],
  "23568": ["85/15 burger", "85/15 patty", "grilled 85/15 burger"], // Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled
  "23562": ["90/10", "90/10 ground beef", "ground beef 90/10", "ground sirloin"], // Beef, ground, 90% lean meat / 10% fat, raw
  // Beef, ground, 90% lean meat / 10% fat, crumbles, cooked, pan-browned
  "23565": ["90/10", "90/10 cooked", "90/10 ground beef cooked", "cooked 90/10 ground beef"],
  "23563": ["90/10 burger", "90/10 patty", "grilled 90/10 burger"], // Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled
  "23472": ["93/7", "93/7 ground beef", "ground beef 93/7", "lean ground beef"], // Beef, ground, 93% lean meat / 7% fat, raw
  // Beef, ground, 93% lean meat / 7% fat, crumbles, cooked, pan-browned
  "23476": ["93/7", "93/7 cooked", "93/7 ground beef cooked", "cooked lean ground beef"],
  "23473": ["93/7 burger", "93/7 patty", "grilled 93/7 burger"], // Beef, ground, 93% lean meat / 7% fat, patty, cooked, broiled
  "23557": ["95/5", "95/5 ground beef", "ground beef 95/5", "extra lean ground beef"], // Beef, ground, 95% lean meat / 5% fat, raw
  "23560": ["95/5", "95/5 cooked", "95/5 ground beef cooked"], // Beef, ground, 95% lean meat / 5% fat, crumbles, cooked, pan-browned
  "23477": ["97/3", "97/3 ground beef", "ground beef 97/3"], // Beef, ground, 97% lean meat / 3% fat, raw
  "23481": ["97/3", "97/3 cooked", "97/3 ground beef cooked"], // Beef, ground, 97% lean meat / 3% fat, crumbles, cooked, pan-browned
  "23577": ["75/25", "75/25 ground beef", "ground beef 75/25"], // Beef, ground, 75% lean meat / 25% fat, raw
  // Beef, ground, 75% lean meat / 25% fat, crumbles, cooked, pan-browned
  "23580": ["75/25", "75/25 cooked", "75/25 ground beef cooked", "cooked 75/25 ground beef"],
  "13498": ["70/30", "70/30 ground beef", "ground beef 70/30"], // Beef, ground, 70% lean meat / 30% fat, raw
  // Beef, ground, 70% lean meat / 30% fat, crumbles, cooked, pan-browned
  "13494": ["70/30", "70/30 cooked", "70/30 ground beef cooked", "cooked 70/30 ground beef"],
  "13047": ["grass fed ground beef", "grass fed beef"], // Beef, grass-fed, ground, raw
  "13317": ["frozen burger patty", "frozen hamburger patty", "frozen beef patty"], // Beef, ground, patties, frozen, cooked, broiled

  // Beef: organs and fat (SR28 has no beef bone marrow; caribou marrow stands in)
  "13325": ["beef liver", "liver", "raw liver", "raw beef liver", "beef liver raw"], // Beef, variety meats and by-products, liver, raw
  // Beef, variety meats and by-products, liver, cooked, pan-fried
  "13327": ["beef liver", "liver", "fried liver", "beef liver fried", "fried beef liver", "pan fried liver", "cooked beef liver"],
  "13326": ["braised beef liver", "beef liver braised"], // Beef, variety meats and by-products, liver, cooked, braised
  "13321": ["beef heart", "heart", "raw beef heart", "beef heart raw"], // Beef, variety meats and by-products, heart, raw
  // Beef, variety meats and by-products, heart, cooked, simmered
  "13322": ["beef heart", "heart", "cooked beef heart", "simmered beef heart"],
  "13323": ["beef kidney", "kidney", "kidneys", "beef kidneys"], // Beef, variety meats and by-products, kidneys, raw
  // Beef, variety meats and by-products, tongue, raw
  "13339": ["beef tongue", "tongue", "ox tongue", "lengua", "raw beef tongue", "beef tongue raw"],
  // Beef, variety meats and by-products, tongue, cooked, simmered
  "13340": ["beef tongue", "tongue", "cooked beef tongue", "simmered tongue"],
  "13341": ["tripe", "beef tripe", "honeycomb tripe", "raw tripe"], // Beef, variety meats and by-products, tripe, raw
  "23640": ["tripe", "cooked tripe", "beef tripe cooked", "simmered tripe"], // Beef, variety meats and by-products, tripe, cooked, simmered
  "13318": ["beef brain", "brain", "brains", "beef brains"], // Beef, variety meats and by-products, brain, raw
  "13337": ["sweetbreads", "sweetbread", "beef sweetbreads", "thymus", "beef thymus"], // Beef, variety meats and by-products, thymus, raw
  // Beef, variety meats and by-products, thymus, cooked, braised
  "13338": ["sweetbreads", "cooked sweetbreads", "braised sweetbreads", "sweetbreads cooked"],
  "13333": ["beef spleen", "spleen", "milt"], // Beef, variety meats and by-products, spleen, raw
  "13335": ["suet", "beef suet", "kidney fat", "raw suet"], // Beef, variety meats and by-products, suet, raw
  "04001": ["tallow", "beef tallow", "beef fat", "rendered beef fat", "beef dripping", "dripping"], // Fat, beef tallow
  "13019": ["beef fat trimmings", "fat trimmings", "beef trimmings", "steak fat", "raw beef fat"], // Beef, retail cuts, separable fat, raw
  "13020": ["cooked beef fat", "beef fat cooked", "steak fat cooked"], // Beef, retail cuts, separable fat, cooked
  "35021": ["bone marrow", "marrow", "marrow bones", "raw bone marrow"], // Caribou, bone marrow, raw (Alaska Native)
  "04606": ["meat drippings", "pan drippings", "drippings"], // Meat drippings (lard, beef tallow, mutton tallow)

  // Beef: cured and processed
  "19002": ["beef jerky", "jerky"], // Snacks, beef jerky, chopped and formed
  "13345": ["beef bacon", "cooked beef bacon", "beef bacon cooked"], // Beef, cured, breakfast strips, cooked
  "13347": ["corned beef", "cooked corned beef", "corned beef cooked"], // Beef, cured, corned beef, brisket, cooked
  "13348": ["canned corned beef", "corned beef canned", "bully beef"], // Beef, cured, corned beef, canned
  "13355": ["pastrami", "beef pastrami"], // Beef, cured, pastrami
  "13350": ["dried beef", "chipped beef"], // Beef, cured, dried
  "07043": ["roast beef", "deli roast beef", "sliced roast beef", "roast beef lunch meat"], // Roast beef, deli style, prepackaged, sliced
  "07921": ["meat stick", "meat sticks", "beef stick", "beef sticks", "bacon and beef sticks"], // Bacon and beef sticks
  "07022": ["hot dog", "hot dogs", "beef hot dog", "frankfurter", "beef frank", "wiener", "frank"], // Frankfurter, beef, unheated
  "07007": ["bologna", "beef bologna"], // Bologna, beef

  // Pork
  // Pork, fresh, composite of trimmed retail cuts (leg, loin, shoulder, and spareribs), separable lean and fat, raw
  "10187": ["pork", "raw pork", "pork raw"],
  // Pork, fresh, composite of trimmed retail cuts (leg, loin, shoulder, and spareribs), separable lean and fat, cooked
  "10188": ["pork", "cooked pork", "pork cooked"],
  // Pork, cured, bacon, pre-sliced, cooked, pan-fried
  "10862": ["bacon", "cooked bacon", "fried bacon", "pan fried bacon", "crispy bacon", "bacon cooked", "bacon strips", "pork bacon"],
  "10860": ["baked bacon", "oven bacon", "oven baked bacon"], // Pork, cured, bacon, cooked, baked
  "10123": ["raw bacon", "uncooked bacon", "bacon raw"], // Pork, cured, bacon, unprepared
  "10130": ["canadian bacon", "back bacon", "peameal bacon"], // Canadian bacon, unprepared
  "10005": ["pork belly", "belly pork", "raw pork belly", "side pork"], // Pork, fresh, belly, raw
  // Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw
  "10036": ["pork chop", "pork chops", "bone in pork chop", "center cut pork chop", "raw pork chop", "pork chop raw"],
  // Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, cooked, pan-fried
  "10179": ["pork chop", "pork chops", "pan fried pork chop", "fried pork chop"],
  // Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, cooked, broiled
  "10038": ["pork chop", "grilled pork chop", "broiled pork chop"],
  "10062": ["boneless pork chop", "boneless pork chops"], // Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, raw
  "10020": ["pork loin", "whole pork loin", "raw pork loin", "pork loin raw"], // Pork, fresh, loin, whole, separable lean and fat, raw
  // Pork, fresh, loin, whole, separable lean and fat, cooked, roasted
  "10023": ["pork loin", "pork roast", "pork loin roast", "roasted pork loin"],
  // Pork, fresh, loin, tenderloin, separable lean and fat, raw
  "10218": ["pork tenderloin", "pork fillet", "raw pork tenderloin", "pork tenderloin raw"],
  // Pork, fresh, loin, tenderloin, separable lean and fat, cooked, roasted
  "10222": ["pork tenderloin", "roasted pork tenderloin", "cooked pork tenderloin"],
  // Pork, fresh, shoulder, whole, separable lean and fat, raw
  "10070": ["pork shoulder", "whole pork shoulder", "raw pork shoulder", "pork shoulder raw"],
  // Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted
  "10071": ["pork shoulder", "roast pork shoulder", "roasted pork shoulder"],
  // Pork, fresh, shoulder, (Boston butt), blade (steaks), separable lean and fat, raw
  "10080": ["pork butt", "boston butt", "pork steak", "pork shoulder steak", "raw pork butt"],
  // Pork, fresh, shoulder, blade, boston (roasts), separable lean and fat, cooked, roasted
  "10083": ["pulled pork", "smoked pork butt", "pork butt cooked", "boston butt roasted", "roasted pork butt", "pulled pork shoulder"],
  // Pork, fresh, spareribs, separable lean and fat, raw
  "10088": ["spareribs", "spare ribs", "pork ribs", "pork spare ribs", "st louis ribs", "raw spareribs", "raw pork ribs"],
  // Pork, fresh, spareribs, separable lean and fat, cooked, roasted
  "10940": ["ribs", "spareribs", "pork ribs", "bbq ribs", "smoked ribs", "baked ribs"],
  "10192": ["baby back ribs", "baby backs", "pork back ribs", "back ribs pork"], // Pork, fresh, backribs, separable lean and fat, raw
  // Pork, fresh, backribs, separable lean and fat, cooked, roasted
  "10193": ["baby back ribs", "smoked baby back ribs", "roasted baby back ribs"],
  "10204": ["country style ribs", "country ribs"], // Pork, fresh, loin, country-style ribs, separable lean and fat, raw
  "10219": ["ground pork", "pork mince", "minced pork", "raw ground pork", "ground pork raw"], // Pork, fresh, ground, raw
  "10220": ["ground pork", "cooked ground pork"], // Pork, fresh, ground, cooked
  // Ham, sliced, regular (approximately 11% fat)
  "07029": ["ham", "deli ham", "sliced ham", "ham slices", "ham lunch meat", "lunch meat ham"],
  // Pork, cured, ham, boneless, regular (approximately 11% fat), roasted
  "10136": ["ham", "cooked ham", "baked ham", "boneless ham", "roast ham"],
  "10150": ["ham", "whole ham", "bone in ham"], // Pork, cured, ham, whole, separable lean and fat, unheated
  "10149": ["ham steak", "ham steaks"], // Pork, cured, ham, steak, boneless, extra lean, unheated
  "10008": ["fresh ham", "leg of pork", "pork leg", "raw pork leg"], // Pork, fresh, leg (ham), whole, separable lean and fat, raw
  // Snacks, pork skins, plain
  "19041": ["pork rinds", "pork rind", "pork skins", "chicharrones", "chicharron", "cracklings", "pork cracklings", "crackling"],
  "10110": ["pork liver", "pig liver", "raw pork liver"], // Pork, fresh, variety meats and by-products, liver, raw
  "10102": ["pig feet", "pigs feet", "pork feet", "trotters"], // Pork, fresh, variety meats and by-products, feet, raw
  "10098": ["chitterlings", "chitlins"], // Pork, fresh, variety meats and by-products, chitterlings, raw
  "10105": ["pork jowl", "jowl", "hog jowl", "guanciale"], // Pork, fresh, variety meats and by-products, jowl, raw
  "10004": ["fatback", "back fat", "pork back fat", "pork fatback", "lardo"], // Pork, fresh, backfat, raw
  "10109": ["leaf lard", "leaf fat", "pork leaf fat"], // Pork, fresh, variety meats and by-products, leaf fat, raw
  "10006": ["pork fat", "pork fat trimmings", "raw pork fat"], // Pork, fresh, separable fat, raw
  "04002": ["lard", "pork lard", "rendered lard", "manteca", "pork fat rendered"], // Lard
  "04609": ["bacon grease", "bacon fat", "bacon drippings"], // Animal fat, bacon grease

  // Pork: sausages and deli
  // Pork sausage, link/patty, cooked, pan-fried
  "07064": ["sausage", "pork sausage", "breakfast sausage", "cooked sausage", "fried sausage", "sausage cooked", "sausage links"],
  "07063": ["raw sausage", "raw pork sausage", "uncooked sausage", "sausage patty raw"], // Pork sausage, link/patty, unprepared
  // Sausage, Italian, pork, raw
  "07036": ["italian sausage", "raw italian sausage", "italian sausage raw", "mild italian sausage", "hot italian sausage"],
  "07089": ["italian sausage", "cooked italian sausage", "grilled italian sausage"], // Sausage, Italian, pork, cooked
  "07013": ["bratwurst", "brat", "brats", "pork bratwurst"], // Bratwurst, pork, cooked
  "07019": ["chorizo", "pork chorizo"], // Chorizo, pork and beef
  "07970": ["kielbasa", "polish kielbasa"], // Kielbasa, fully cooked, unheated
  "07075": ["smoked sausage", "smoked link sausage"], // Sausage, smoked link sausage, pork and beef
  "07072": ["salami", "hard salami", "dry salami"], // Salami, dry or hard, pork, beef
  "07057": ["pepperoni"], // Pepperoni, beef and pork, sliced
  "07078": ["summer sausage", "cervelat", "thuringer"], // Thuringer, cervelat, summer sausage, beef, pork
  "07041": ["liverwurst", "liver sausage"], // Liver sausage, liverwurst, pork
  "07005": ["blood sausage", "black pudding", "blood pudding", "morcilla"], // Blood sausage
  "07908": ["spam", "luncheon meat"], // Luncheon meat, pork with ham, minced, canned, includes SPAM (Hormel)
  "07055": ["pate", "liver pate", "canned pate"], // Pate, liver, not specified, canned
  "05282": ["foie gras", "pate de foie gras"], // Pate de foie gras, canned (goose liver pate), smoked

  // Lamb, mutton and goat
  // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "17226": ["lamb", "lamb meat", "raw lamb", "lamb raw"],
  // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, choice, cooked
  "17227": ["lamb", "cooked lamb"],
  // Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "17236": ["lamb chop", "lamb chops", "lamb loin chop", "lamb loin chops", "lamb loin"],
  // Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled
  "17237": ["lamb chop", "lamb chops", "grilled lamb chops", "lamb chops grilled", "broiled lamb chops", "cooked lamb chops"],
  // Lamb, domestic, rib, separable lean and fat, trimmed to 1/8" fat, choice, raw
  "17239": ["rack of lamb", "lamb rack", "lamb rib chops", "raw rack of lamb", "rack of lamb raw"],
  // Lamb, domestic, rib, separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
  "17241": ["rack of lamb", "roast rack of lamb", "roasted lamb rack"],
  // Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, raw
  "17230": ["leg of lamb", "lamb leg", "raw leg of lamb", "leg of lamb raw"],
  // Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
  "17231": ["leg of lamb", "roast lamb", "lamb roast", "roast leg of lamb"],
  // Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/8" fat, choice, raw
  "17242": ["lamb shoulder", "lamb shoulder chop", "lamb shoulder chops"],
  // Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
  "17245": ["roast lamb shoulder", "lamb shoulder roasted", "roasted lamb shoulder"],
  "17228": ["lamb shank", "lamb shanks"], // Lamb, domestic, foreshank, separable lean and fat, trimmed to 1/8" fat, choice, raw
  // Lamb, domestic, foreshank, separable lean and fat, trimmed to 1/8" fat, cooked, braised
  "17229": ["lamb shank braised", "braised lamb shank", "braised lamb shanks", "lamb shanks cooked"],
  "17224": ["ground lamb", "lamb mince", "minced lamb", "raw ground lamb", "ground lamb raw"], // Lamb, ground, raw
  "17225": ["ground lamb", "cooked ground lamb", "lamb burger", "lamb patty"], // Lamb, ground, cooked, broiled
  "17199": ["lamb liver", "lambs liver", "raw lamb liver"], // Lamb, variety meats and by-products, liver, raw
  // Lamb, variety meats and by-products, liver, cooked, pan-fried
  "17201": ["lamb liver", "fried lamb liver", "lamb liver fried", "lamb liver pan fried"],
  "17191": ["lamb heart", "lamb hearts"], // Lamb, variety meats and by-products, heart, raw
  "17195": ["lamb kidney", "lamb kidneys", "lambs kidneys"], // Lamb, variety meats and by-products, kidneys, raw
  // Lamb, domestic, composite of trimmed retail cuts, separable fat, trimmed to 1/4" fat, choice, raw
  "17005": ["lamb fat", "lamb fat trimmings"],
  "04520": ["mutton tallow", "lamb tallow", "mutton fat"], // Fat, mutton tallow
  "35141": ["mutton", "roast mutton", "mutton cooked"], // Mutton, cooked, roasted (Navajo)
  "17168": ["goat", "goat meat", "chevon", "cabrito", "raw goat"], // Goat, raw
  "17169": ["goat", "goat cooked", "roast goat", "goat meat cooked", "roasted goat"], // Game meat, goat, cooked, roasted

  // Veal
  "17088": ["veal", "raw veal", "veal raw"], // Veal, composite of trimmed retail cuts, separable lean and fat, raw
  "17089": ["veal", "cooked veal"], // Veal, composite of trimmed retail cuts, separable lean and fat, cooked
  // Veal, leg, top round, cap off, cutlet, boneless, raw
  "17426": ["veal cutlet", "veal scallopini", "veal scaloppine", "veal escalope", "veal top round"],
  "17104": ["veal chop", "veal loin", "veal loin chop", "raw veal chop", "veal chop raw"], // Veal, loin, separable lean and fat, raw
  "17437": ["veal chop", "grilled veal chop"], // Veal, loin, chop, separable lean and fat, cooked, grilled
  "17142": ["ground veal", "veal mince"], // Veal, ground, raw
  "17435": ["veal shank"], // Veal, shank, separable lean and fat, raw
  // Veal, foreshank, osso buco, separable lean and fat, cooked, braised
  "17436": ["osso buco", "ossobuco", "braised veal shank", "veal shank braised"],
  // Veal, variety meats and by-products, liver, raw
  "17202": ["calf liver", "calves liver", "veal liver", "raw calf liver", "calf liver raw"],
  "17204": ["calf liver", "fried calf liver", "veal liver fried"], // Veal, variety meats and by-products, liver, cooked, pan-fried
  "17218": ["sweetbreads", "veal sweetbreads", "veal thymus"], // Veal, variety meats and by-products, thymus, raw

  // Game
  "17164": ["venison", "venison meat", "raw venison", "venison raw", "deer", "deer meat"], // Game meat, deer, raw
  "17165": ["venison", "venison roast", "cooked venison"], // Game meat, deer, cooked, roasted
  "17343": ["ground venison", "ground deer", "venison mince"], // Game meat, deer, ground, raw
  "17344": ["ground venison", "ground venison cooked", "venison burger", "deer burger"], // Game meat, deer, ground, cooked, pan-broiled
  // Game meat, deer, loin, separable lean only, 1" steak, cooked, broiled
  "17345": ["venison steak", "venison loin", "backstrap", "venison backstrap", "deer steak", "deer backstrap"],
  "17156": ["bison", "buffalo", "bison meat", "buffalo meat", "raw bison"], // Game meat, bison, separable lean only, raw
  // Game meat, bison, separable lean only, cooked, roasted
  "17157": ["bison", "bison roast", "roasted bison", "bison cooked", "buffalo cooked"],
  "17330": ["ground bison", "ground buffalo", "raw ground bison"], // Game meat , bison, ground, raw
  // Game meat, bison, ground, cooked, pan-broiled
  "17331": ["ground bison", "ground bison cooked", "bison burger", "buffalo burger", "cooked ground bison"],
  "17268": ["bison ribeye", "buffalo ribeye"], // Game meat, bison, ribeye, separable lean only, trimmed to 0" fat, raw
  "17166": ["elk", "elk meat", "raw elk"], // Game meat, elk, raw
  "17167": ["elk", "elk roast", "elk cooked", "roasted elk"], // Game meat, elk, cooked, roasted
  "17338": ["ground elk", "raw ground elk"], // Game meat, elk, ground, raw
  "17339": ["ground elk", "ground elk cooked", "elk burger"], // Game meat, elk, ground, cooked, pan-broiled
  "17340": ["elk steak", "elk loin"], // Game meat, elk, loin, separable lean only, cooked, broiled
  "17172": ["moose", "moose meat"], // Game meat, moose, raw
  "17162": ["caribou", "reindeer"], // Game meat, caribou, raw
  "17158": ["wild boar", "wild pig", "feral hog"], // Game meat, boar, wild, raw
  "17177": ["rabbit", "rabbit meat", "raw rabbit"], // Game meat, rabbit, domesticated, composite of cuts, raw
  // Game meat, rabbit, domesticated, composite of cuts, cooked, roasted
  "17178": ["rabbit", "roast rabbit", "roasted rabbit", "rabbit cooked"],

  // Chicken
  // Chicken, broilers or fryers, meat and skin, raw
  "05006": ["chicken", "whole chicken", "raw chicken", "chicken raw", "chicken with skin"],
  // Chicken, broilers or fryers, meat and skin, cooked, roasted
  "05009": ["chicken", "roast chicken", "rotisserie chicken", "baked chicken", "whole roasted chicken"],
  "05011": ["chicken meat", "skinless chicken", "raw chicken meat"], // Chicken, broilers or fryers, meat only, raw
  // Chicken, broilers or fryers, meat only, roasted
  "05013": ["cooked chicken", "chicken meat cooked", "roasted chicken meat", "shredded chicken"],
  // Chicken, broilers or fryers, thigh, meat and skin, raw
  "05091": ["chicken thigh", "chicken thighs", "bone in chicken thigh", "skin on chicken thigh", "raw chicken thigh", "chicken thigh raw"],
  // Chicken, broilers or fryers, thigh, meat and skin, cooked, roasted
  "05094": ["chicken thigh", "roasted chicken thigh", "baked chicken thighs"],
  // Chicken, broilers or fryers, dark meat, thigh, meat only, raw
  "05096": ["chicken thigh", "boneless skinless chicken thigh", "skinless chicken thigh", "boneless chicken thighs"],
  // Chicken, broilers or fryers, thigh, meat only, cooked, roasted
  "05098": ["grilled chicken thigh", "roasted skinless chicken thigh", "cooked boneless chicken thigh"],
  // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
  "05062": ["chicken breast", "chicken breasts", "boneless skinless chicken breast", "skinless chicken breast", "raw chicken breast"],
  // Chicken, broiler or fryers, breast, skinless, boneless, meat only, cooked, grilled
  "05747": ["chicken breast", "grilled chicken breast", "grilled chicken", "cooked chicken breast"],
  // Chicken, broilers or fryers, breast, meat only, cooked, roasted
  "05064": ["chicken breast", "roasted chicken breast", "baked chicken breast"],
  // Chicken, broilers or fryers, breast, meat and skin, raw
  "05057": ["chicken breast with skin", "skin on chicken breast", "bone in chicken breast", "split chicken breast"],
  // Chicken, broilers or fryers, wing, meat and skin, raw
  "05100": ["chicken wings", "chicken wing", "wings", "raw chicken wings", "chicken wings raw"],
  // Chicken, broilers or fryers, wing, meat and skin, cooked, roasted
  "05103": ["chicken wings", "wings", "baked chicken wings", "roasted wings", "air fried wings"],
  // Chicken, broilers or fryers, drumstick, meat and skin, raw
  "05066": ["drumstick", "drumsticks", "chicken drumstick", "chicken drumsticks"],
  // Chicken, broilers or fryers, drumstick, meat and skin, cooked, roasted
  "05069": ["drumstick", "chicken drumstick", "chicken drumsticks", "roasted drumstick", "baked drumsticks", "chicken drumstick cooked"],
  // Chicken, broilers or fryers, leg, meat and skin, raw
  "05075": ["chicken leg", "chicken legs", "chicken leg quarter", "leg quarter", "leg quarters"],
  // Chicken, broilers or fryers, leg, meat and skin, cooked, roasted
  "05078": ["chicken leg", "roasted chicken leg", "chicken leg roasted", "baked chicken leg quarter", "chicken leg cooked"],
  "05027": ["chicken liver", "chicken livers", "raw chicken liver", "chicken liver raw"], // Chicken, liver, all classes, raw
  // Chicken, liver, all classes, cooked, pan-fried
  "05661": ["chicken liver", "chicken livers", "fried chicken livers", "sauteed chicken livers"],
  "05025": ["chicken hearts", "chicken heart", "raw chicken hearts"], // Chicken, heart, all classes, raw
  // Chicken, heart, all classes, cooked, simmered
  "05026": ["chicken hearts", "cooked chicken hearts", "chicken hearts cooked", "grilled chicken hearts"],
  "05023": ["gizzards", "gizzard", "chicken gizzards", "chicken gizzard"], // Chicken, gizzard, all classes, raw
  "05024": ["gizzards", "cooked gizzards", "chicken gizzards cooked"], // Chicken, gizzard, all classes, cooked, simmered
  "05015": ["chicken skin", "raw chicken skin", "chicken skin raw"], // Chicken, broilers or fryers, skin only, raw
  "05018": ["chicken skin", "crispy chicken skin", "roasted chicken skin"], // Chicken, broilers or fryers, skin only, cooked, roasted
  "05335": ["chicken feet", "chicken paws"], // Chicken, feet, boiled
  "04542": ["chicken fat", "schmaltz", "rendered chicken fat"], // Fat, chicken
  "05332": ["ground chicken", "chicken mince", "minced chicken", "raw ground chicken", "ground chicken raw"], // Chicken, ground, raw
  "05333": ["ground chicken", "cooked ground chicken"], // Chicken, ground, crumbles, cooked, pan-browned
  "05307": ["cornish hen", "cornish game hen"], // Chicken, cornish game hens, meat and skin, raw

  // Turkey
  "05165": ["turkey", "whole turkey", "raw turkey", "turkey raw"], // Turkey, whole, meat and skin, raw
  "05166": ["turkey", "roast turkey", "roasted turkey", "thanksgiving turkey"], // Turkey, whole, meat and skin, cooked, roasted
  "05168": ["cooked turkey", "turkey meat", "roasted turkey meat", "turkey meat cooked"], // Turkey, whole, meat only, cooked, roasted
  // Turkey, retail parts, breast, meat and skin, raw
  "05732": ["turkey breast", "bone in turkey breast", "raw turkey breast", "turkey breast raw"],
  // Turkey, retail parts, breast, meat and skin, cooked, roasted
  "05733": ["turkey breast", "roasted turkey breast", "cooked turkey breast"],
  "05710": ["skinless turkey breast", "turkey breast meat", "turkey cutlets"], // Turkey, retail parts, breast, meat only, raw
  "05742": ["turkey thigh", "turkey thighs"], // Turkey, retail parts, thigh, meat and skin, raw
  "05736": ["turkey leg", "turkey drumstick", "raw turkey leg", "turkey leg raw"], // Turkey, retail parts, drumstick, meat and skin, raw
  "05737": ["turkey leg", "roasted turkey leg"], // Turkey, retail parts, drumstick, meat and skin, cooked, roasted
  "05734": ["turkey wings", "turkey wing"], // Turkey, retail parts, wing, meat and skin, raw
  "05305": ["ground turkey", "turkey mince", "minced turkey", "raw ground turkey", "ground turkey raw"], // Ground turkey, raw
  "05306": ["ground turkey", "cooked ground turkey"], // Ground turkey, cooked
  "05665": ["93/7 ground turkey", "ground turkey 93/7", "lean ground turkey"], // Ground turkey, 93% lean, 7% fat, raw
  "05668": ["85/15 ground turkey", "ground turkey 85/15"], // Ground turkey, 85% lean, 15% fat, raw
  "05177": ["turkey liver"], // Turkey, liver, all classes, raw
  "05175": ["turkey heart", "turkey hearts"], // Turkey, heart, all classes, raw
  // Turkey breast, sliced, prepackaged
  "07081": ["deli turkey", "sliced turkey", "turkey lunch meat", "turkey slices", "deli turkey breast"],
  "07973": ["turkey bacon", "cooked turkey bacon", "microwaved turkey bacon"], // Turkey bacon, microwaved
  "07254": ["raw turkey bacon", "uncooked turkey bacon"], // Turkey bacon, unprepared
  "07958": ["turkey sausage", "cooked turkey sausage"], // Turkey sausage, fresh, cooked

  // Duck, goose and other birds
  "05139": ["duck", "whole duck", "raw duck", "duck raw", "duck with skin"], // Duck, domesticated, meat and skin, raw
  "05140": ["duck", "roast duck", "roasted duck"], // Duck, domesticated, meat and skin, cooked, roasted
  // Duck, young duckling, domesticated, White Pekin, breast, meat and skin, boneless, cooked, roasted
  "05315": ["duck breast", "roasted duck breast", "seared duck breast", "duck breast with skin", "magret"],
  // Duck, young duckling, domesticated, White Pekin, leg, meat and skin, bone in, cooked, roasted
  "05317": ["duck leg", "duck legs", "roasted duck leg"],
  "05143": ["duck liver", "duck livers"], // Duck, domesticated, liver, raw
  "04574": ["duck fat", "rendered duck fat"], // Fat, duck
  "05146": ["goose", "whole goose", "raw goose"], // Goose, domesticated, meat and skin, raw
  "05147": ["goose", "roast goose", "roasted goose", "goose cooked"], // Goose, domesticated, meat and skin, cooked, roasted
  "05150": ["goose liver"], // Goose, liver, raw
  "04576": ["goose fat", "goose grease"], // Fat, goose
  "05157": ["quail", "raw quail", "quail raw"], // Quail, meat and skin, raw
  "43282": ["roasted quail", "quail cooked"], // Quail, cooked, total edible
  "05153": ["pheasant", "raw pheasant"], // Pheasant, raw, meat and skin

  // Eggs
  // Egg, whole, raw, fresh
  "01123": ["egg", "eggs", "whole egg", "whole eggs", "raw egg", "raw eggs", "large egg", "chicken egg", "chicken eggs", "egg raw"],
  // Egg, whole, cooked, fried
  "01128": ["fried egg", "fried eggs", "egg fried", "eggs fried", "over easy egg", "over easy eggs", "sunny side up", "sunny side up eggs"],
  "01132": ["scrambled eggs", "scrambled egg", "eggs scrambled", "scrambled"], // Egg, whole, cooked, scrambled
  // Egg, whole, cooked, hard-boiled
  "01129": ["boiled egg", "boiled eggs", "hard boiled egg", "hard boiled eggs", "hardboiled egg", "hardboiled eggs", "eggs boiled"],
  "01131": ["poached egg", "poached eggs", "soft boiled egg", "soft boiled eggs"], // Egg, whole, cooked, poached
  "01130": ["omelet", "omelette", "plain omelet", "egg omelet"], // Egg, whole, cooked, omelet
  "01125": ["egg yolk", "egg yolks", "yolk", "yolks", "raw egg yolk"], // Egg, yolk, raw, fresh
  "01124": ["egg white", "egg whites", "raw egg white"], // Egg, white, raw, fresh
  "01172": ["liquid egg whites", "carton egg whites", "pasteurized egg whites"], // Egg, white, raw, frozen, pasteurized
  "01171": ["liquid eggs", "liquid whole eggs", "pasteurized eggs", "carton eggs"], // Egg, whole, raw, frozen, pasteurized
  "01138": ["duck egg", "duck eggs"], // Egg, duck, whole, fresh, raw
  "01140": ["quail egg", "quail eggs"], // Egg, quail, whole, fresh, raw

  // Fish
  "15236": ["salmon", "atlantic salmon", "farmed salmon", "salmon fillet", "raw salmon"], // Fish, salmon, Atlantic, farmed, raw
  // Fish, salmon, Atlantic, farmed, cooked, dry heat
  "15237": ["salmon", "cooked salmon", "baked salmon", "grilled salmon", "salmon cooked", "pan seared salmon", "cooked atlantic salmon"],
  "15085": ["sockeye", "sockeye salmon", "wild salmon", "red salmon", "wild sockeye"], // Fish, salmon, sockeye, raw
  // Fish, salmon, sockeye, cooked, dry heat
  "15086": ["sockeye cooked", "cooked sockeye salmon", "sockeye salmon cooked", "cooked wild salmon", "wild salmon cooked"],
  "15081": ["coho", "coho salmon", "silver salmon", "wild coho"], // Fish, salmon, coho, wild, raw
  "15076": ["wild atlantic salmon", "atlantic salmon wild"], // Fish, salmon, Atlantic, wild, raw
  "15078": ["king salmon", "chinook salmon", "chinook"], // Fish, salmon, chinook, raw
  "15083": ["pink salmon"], // Fish, salmon, pink, raw
  "15084": ["canned salmon", "salmon canned", "canned pink salmon", "tinned salmon"], // Fish, salmon, pink, canned, total can contents
  // Fish, salmon, sockeye, canned, drained solids
  "15087": ["canned sockeye", "canned sockeye salmon", "canned red salmon", "canned wild salmon"],
  "15077": ["smoked salmon", "cold smoked salmon"], // Fish, salmon, chinook, smoked
  "15179": ["lox", "nova lox", "smoked salmon lox"], // Fish, salmon, chinook, smoked, (lox), regular
  // Fish, sardine, Atlantic, canned in oil, drained solids with bone
  "15088": ["sardines", "sardine", "canned sardines", "sardines in oil", "tinned sardines"],
  "15089": ["sardines in tomato sauce"], // Fish, sardine, Pacific, canned in tomato sauce, drained solids with bone
  "15046": ["mackerel", "atlantic mackerel", "raw mackerel", "mackerel raw"], // Fish, mackerel, Atlantic, raw
  "15047": ["mackerel", "cooked mackerel", "grilled mackerel"], // Fish, mackerel, Atlantic, cooked, dry heat
  "15048": ["canned mackerel", "jack mackerel", "tinned mackerel"], // Fish, mackerel, jack, canned, drained solids
  // Fish, tuna, light, canned in water, drained solids
  "15121": ["tuna", "canned tuna", "tuna in water", "light tuna", "canned light tuna", "tinned tuna", "chunk light tuna"],
  "15119": ["tuna in oil", "canned tuna in oil"], // Fish, tuna, light, canned in oil, drained solids
  // Fish, tuna, white, canned in water, drained solids
  "15126": ["albacore", "albacore tuna", "white tuna", "solid white tuna", "canned albacore"],
  // Fish, tuna, fresh, yellowfin, raw
  "15127": ["tuna steak", "ahi", "ahi tuna", "yellowfin", "yellowfin tuna", "raw tuna", "fresh tuna", "sashimi tuna"],
  "15221": ["tuna steak cooked", "seared tuna", "seared ahi", "cooked tuna steak"], // Fish, tuna, yellowfin, fresh, cooked, dry heat
  "15015": ["cod", "atlantic cod", "cod fillet", "raw cod"], // Fish, cod, Atlantic, raw
  "15016": ["cod", "cooked cod", "baked cod", "cod cooked"], // Fish, cod, Atlantic, cooked, dry heat
  "15036": ["halibut", "raw halibut", "halibut raw", "halibut fillet"], // Fish, halibut, Atlantic and Pacific, raw
  "15037": ["halibut", "cooked halibut", "baked halibut"], // Fish, halibut, Atlantic and Pacific, cooked, dry heat
  "15240": ["trout", "rainbow trout", "farmed trout", "raw trout"], // Fish, trout, rainbow, farmed, raw
  "15241": ["trout", "cooked trout", "rainbow trout cooked", "baked trout"], // Fish, trout, rainbow, farmed, cooked, dry heat
  "15115": ["wild trout", "wild rainbow trout", "steelhead"], // Fish, trout, rainbow, wild, raw
  "15039": ["herring", "atlantic herring", "raw herring", "herring raw"], // Fish, herring, Atlantic, raw
  "15040": ["herring", "cooked herring"], // Fish, herring, Atlantic, cooked, dry heat
  "15041": ["pickled herring"], // Fish, herring, Atlantic, pickled
  "15042": ["kippers", "kipper", "kippered herring"], // Fish, herring, Atlantic, kippered
  // Fish, anchovy, european, canned in oil, drained solids
  "15002": ["anchovies", "anchovy", "canned anchovies", "anchovy fillets", "anchovies in oil"],
  "15072": ["roe", "fish roe", "fish eggs"], // Fish, roe, mixed species, raw
  "15012": ["caviar", "salmon roe", "ikura", "red caviar", "black caviar"], // Fish, caviar, black and red, granular
  "15066": ["pollock", "alaska pollock"], // Fish, pollock, Alaska, raw (may have been previously frozen)
  "15033": ["haddock"], // Fish, haddock, raw
  "15028": ["flounder", "sole"], // Fish, flatfish (flounder and sole species), raw
  "15261": ["tilapia"], // Fish, tilapia, raw
  "15234": ["catfish", "farmed catfish"], // Fish, catfish, channel, farmed, raw
  "15023": ["mahi mahi", "mahimahi", "dorado"], // Fish, mahimahi, raw
  "15110": ["swordfish"], // Fish, swordfish, raw
  "15091": ["sea bass"], // Fish, sea bass, mixed species, raw
  "15101": ["snapper", "red snapper"], // Fish, snapper, mixed species, raw
  "15074": ["sablefish", "black cod"], // Fish, sablefish, raw

  // Shellfish
  // Crustaceans, shrimp, mixed species, raw (may have been previously frozen)
  "15149": ["shrimp", "prawns", "prawn", "raw shrimp", "shrimp raw", "raw prawns"],
  // Crustaceans, shrimp, mixed species, cooked, moist heat (may have been previously frozen)
  "15151": ["shrimp", "cooked shrimp", "boiled prawns"],
  "15167": ["oysters", "oyster", "raw oysters", "oysters raw", "half shell oysters"], // Mollusks, oyster, eastern, wild, raw
  "15169": ["cooked oysters", "steamed oysters", "oysters cooked"], // Mollusks, oyster, eastern, wild, cooked, moist heat
  "15164": ["mussels", "mussel", "raw mussels"], // Mollusks, mussel, blue, raw
  "15165": ["mussels", "steamed mussels", "cooked mussels", "mussels cooked"], // Mollusks, mussel, blue, cooked, moist heat
  "15157": ["clams", "clam", "raw clams"], // Mollusks, clam, mixed species, raw
  "15159": ["clams", "steamed clams", "cooked clams", "clams cooked"], // Mollusks, clam, mixed species, cooked, moist heat
  "15172": ["scallops", "scallop", "sea scallops", "bay scallops", "raw scallops"], // Mollusks, scallop, mixed species, raw
  // Mollusks, scallop, (bay and sea), cooked, steamed
  "90240": ["scallops", "seared scallops", "cooked scallops", "steamed scallops", "scallops cooked"],
  // Crustaceans, crab, alaska king, cooked, moist heat
  "15137": ["crab", "king crab", "crab legs", "king crab legs", "cooked crab", "crab meat"],
  "15140": ["blue crab", "cooked blue crab", "crab meat"], // Crustaceans, crab, blue, cooked, moist heat
  "15141": ["canned crab", "lump crab", "crab meat canned"], // Crustaceans, crab, blue, canned
  "15227": ["snow crab", "snow crab legs", "queen crab"], // Crustaceans, crab, queen, cooked, moist heat
  // Crustaceans, lobster, northern, cooked, moist heat
  "15148": ["lobster", "cooked lobster", "lobster tail", "lobster meat", "steamed lobster", "lobster cooked"],
  "15147": ["lobster", "raw lobster"], // Crustaceans, lobster, northern, raw
  "15146": ["crawfish", "crayfish", "crawdads", "boiled crawfish"], // Crustaceans, crayfish, mixed species, wild, cooked, moist heat
  "15175": ["squid", "calamari"], // Mollusks, squid, mixed species, raw
  "15166": ["octopus", "raw octopus"], // Mollusks, octopus, common, raw

  // Dairy
  "01001": ["butter", "salted butter", "grass fed butter", "butter salted"], // Butter, salted
  "01145": ["unsalted butter", "butter unsalted", "sweet cream butter"], // Butter, without salt
  "01003": ["ghee", "clarified butter", "butter oil", "anhydrous butter"], // Butter oil, anhydrous
  "01053": ["heavy cream", "heavy whipping cream", "whipping cream", "cream", "double cream"], // Cream, fluid, heavy whipping
  "01049": ["half and half"], // Cream, fluid, half and half
  "01054": ["whipped cream"], // Cream, whipped, cream topping, pressurized
  "01056": ["sour cream"], // Cream, sour, cultured
  "01009": ["cheddar cheese", "cheddar", "cheese"], // Cheese, cheddar
  "01033": ["parmesan", "parmesan cheese", "parmigiano", "parmigiano reggiano", "parm"], // Cheese, parmesan, hard
  "01026": ["mozzarella", "fresh mozzarella", "mozzarella cheese", "whole milk mozzarella"], // Cheese, mozzarella, whole milk
  "01029": ["string cheese", "part skim mozzarella"], // Cheese, mozzarella, low moisture, part-skim
  "01017": ["cream cheese"], // Cheese, cream
  "01006": ["brie"], // Cheese, brie
  "01007": ["camembert"], // Cheese, camembert
  "01022": ["gouda"], // Cheese, gouda
  "01040": ["swiss", "swiss cheese", "emmental", "emmentaler"], // Cheese, swiss
  "01159": ["goat cheese", "chevre", "soft goat cheese"], // Cheese, goat, soft type
  "01019": ["feta", "feta cheese"], // Cheese, feta
  "01004": ["blue cheese", "bleu cheese", "gorgonzola"], // Cheese, blue
  "01035": ["provolone"], // Cheese, provolone
  "01025": ["monterey jack", "jack cheese", "pepper jack"], // Cheese, monterey
  "01023": ["gruyere"], // Cheese, gruyere
  "01042": ["american cheese", "cheese slice", "cheese singles"], // Cheese, pasteurized process, American, fortified with vitamin D
  "01036": ["ricotta"], // Cheese, ricotta, whole milk
  "01012": ["cottage cheese", "full fat cottage cheese"], // Cheese, cottage, creamed, large or small curd
  "01077": ["milk", "whole milk", "full fat milk", "vitamin d milk"], // Milk, whole, 3.25% milkfat, with added vitamin D
  "01078": ["raw milk", "farm milk"], // Milk, producer, fluid, 3.7% milkfat
  "01106": ["goat milk", "goats milk"], // Milk, goat, fluid, with added vitamin D
  "01293": ["greek yogurt", "full fat greek yogurt", "plain greek yogurt", "whole milk greek yogurt"], // Yogurt, Greek, plain, whole milk
  "01116": ["yogurt", "plain yogurt", "whole milk yogurt"], // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
  "01289": ["kefir", "plain kefir"], // Kefir, lowfat, plain, LIFEWAY
  "14058": ["whey protein", "whey isolate", "whey protein isolate"], // Beverages, Whey protein powder isolate

  // Fish oil
  "04589": ["cod liver oil"], // Fish oil, cod liver

  // Broth, gelatin and everyday extras
  // Soup, beef broth or bouillon canned, ready-to-serve
  "06008": ["beef broth", "beef stock", "broth", "bouillon", "consomme", "canned broth"],
  "99002": ["bone broth", "beef bone broth", "sipping broth", "broth bone"], // Bone broth, our own (a label's figures)
  "06194": ["chicken broth", "chicken bone broth", "chicken stock"], // Soup, chicken broth, ready-to-serve
  "19177": ["gelatin", "gelatin powder", "unflavored gelatin", "collagen", "collagen powder"], // Gelatins, dry powder, unsweetened
  "99001": ["salt", "sea salt", "himalayan salt", "sodium chloride"], // Salt (sodium chloride), our own
  "02047": ["table salt", "iodized salt"], // Salt, table
  "02030": ["black pepper", "pepper"], // Spices, pepper, black
  // Beverages, coffee, brewed, prepared with tap water
  "14209": ["coffee", "black coffee", "brewed coffee", "drip coffee", "coffee brewed"],
  "14210": ["espresso"], // Beverages, coffee, brewed, espresso, restaurant-prepared
  "14355": ["tea", "black tea", "brewed tea"], // Beverages, tea, black, brewed, prepared with tap water
  "14411": ["water", "tap water", "drinking water"], // Beverages, water, tap, drinking
  "14121": ["sparkling water", "club soda", "soda water", "seltzer", "carbonated water"], // Beverages, carbonated, club soda
};
