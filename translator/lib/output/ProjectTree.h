//===- ProjectTree.h - a tree migrated with its Visual Studio projects ---===//
//
// --sln / --vcxproj: the projects (project/ProjectSet.h) decide which of
// the tree's sources are translated (those a project using AMP compiles in
// the chosen configuration) and with which flags (the project's, instead of
// the in-root as an include directory), and every file learns its project.
// Sources are parsed as Visual C++ parses them (DriverOptions::Msvc).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECTTREE_H
#define AMP2HIP_PROJECTTREE_H

#include "ExitCode.h"
#include "ProjectSet.h"
#include "TreeWalk.h"

namespace amp2hip {

/// Read the solution or projects (warnings and the summary to stderr).
/// Translated when read; Usage for an unknown configuration; InputError
/// when a project cannot be read.
ExitCode loadProjects(const project::ProjectSetOptions &Opts, project::ProjectSet &Out);

/// Mark each source of \p Files compiled or not (with the reason), and
/// each file with its project.
void applyProjects(std::vector<TreeFile> &Files, const std::string &InReal,
                   const project::ProjectSet &Projects);

/// The project's flags, then the user's.
SourceArgs projectSourceArgs(const project::ProjectSet &Projects);

} // namespace amp2hip

#endif
